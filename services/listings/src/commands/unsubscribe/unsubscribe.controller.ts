import { Body, Controller, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ROUTES, UnsubscribeQuerySchema, UnsubscribeSchema, type UnsubscribeResult } from '@rl/contracts';
import { parseOrThrow } from '@rl/service-kit';
import type { z } from 'zod';
import { UnsubscribeService } from './unsubscribe.service.js';

@Controller()
export class UnsubscribeController {
  constructor(private readonly service: UnsubscribeService) {}

  /**
   * Anyone holding an alert mail's link. The unsubscribe page posts `{ token }` as JSON; mail providers post
   * RFC 8058 one-click (`List-Unsubscribe=One-Click`, form-encoded, no cookie, no Origin) to the URL of the
   * `List-Unsubscribe` header, whose `?token=` then wins. 400 naming `token` for a bad or unknown token.
   */
  @Post(ROUTES.alertsUnsubscribe)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async unsubscribe(@Query({ schema: UnsubscribeQuerySchema }) query: z.output<typeof UnsubscribeQuerySchema>, @Body() body: unknown): Promise<UnsubscribeResult> {
    const token = query.token ?? parseOrThrow(UnsubscribeSchema, body ?? {}).token;
    return this.service.unsubscribe(token);
  }
}
