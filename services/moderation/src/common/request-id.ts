import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The request id pino-http assigned (the gateway's x-request-id when it sent one). */
export const RequestId = createParamDecorator((_data: unknown, ctx: ExecutionContext): string | undefined => {
  return ctx.switchToHttp().getRequest<{ id?: string }>().id;
});
