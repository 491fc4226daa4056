import { StandardSchemaValidationPipe, type INestApplication, type Type, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { ApiErrorFilter } from './error-filter.js';
import { validationException } from './errors.js';
import { PinoNestLogger } from './nest-logger.js';
import { installFrontDoor, type EarlyAnswer } from './front-door.js';
import { startMetricsServer } from './observability/metrics.js';
import { installGracefulShutdown } from './shutdown.js';
import { illFormedText } from './ill-formed-text.js';

interface CreateAppOptions {
  logger: Logger;
  /** JSON body cap; uploads use their own parser */
  jsonLimit?: string;
  /**
   * A handler for a hot route that may answer before Express (after the request id, log, metrics and
   * draining steps of the front door); it returns false for anything it does not answer.
   */
  earlyAnswer?: (app: NestExpressApplication) => EarlyAnswer;
}

/**
 * Builds the Nest app with the platform's defaults: JSON logs with request ids, a 1 MB JSON body cap
 * answering 413/400 as JSON, schema validation naming fields, one error shape; `listen` adds graceful shutdown.
 */
export async function createServiceApp(module: Type | DynamicModule, opts: CreateAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, {
    bodyParser: false,
    logger: new PinoNestLogger(opts.logger),
  });
  app.disable('x-powered-by');
  // the gateway is the one hop in front: its X-Forwarded-For holds the one client address it saw (or was told by a
  // proxy it trusts); anything a client wrote before it never counts
  app.set('trust proxy', 1);
  app.set('query parser', 'extended');
  installFrontDoor(app.getHttpServer(), opts.logger, opts.earlyAnswer?.(app));
  const json = express.json({ limit: opts.jsonLimit ?? '1mb', strict: true });
  const filter = new ApiErrorFilter(opts.logger);
  app.use((req: Request, res: Response, next: NextFunction) => {
    json(req, res, (err?: unknown) => {
      if (!err) {
        const problem = illFormedText(req.body);
        if (!problem) return next();
        return void res.status(400).json({ statusCode: 400, error: 'Bad Request', message: `${problem.field}: ${problem.message}`, fields: [problem], requestId: (req as Request & { id?: string }).id });
      }
      const e = err as { type?: string; status?: number };
      const status = e.status ?? 400;
      const message = e.type === 'entity.parse.failed' ? 'Malformed JSON in request body'
        : e.type === 'entity.too.large' ? 'Request body is too large' : 'Request body could not be read';
      res.status(status).json({ statusCode: status, error: status === 413 ? 'Payload Too Large' : 'Bad Request', message, requestId: (req as Request & { id?: string }).id });
    });
  });
  app.useGlobalFilters(filter);
  app.useGlobalPipes(new StandardSchemaValidationPipe({ exceptionFactory: validationException }));
  // SIGTERM is handled by installGracefulShutdown (listen): drain first, then Nest's shutdown hooks
  return app;
}

export async function listen(app: INestApplication, port: number, logger: Logger, name: string): Promise<void> {
  await app.listen(port, process.env.HOST ?? '127.0.0.1');
  // Keep idle connections open longer than the gateway keeps them (nginx upstream keepalive 60 s,
  // Node gateway agent 60 s), so the gateway never reuses a socket the service has just closed.
  const server = app.getHttpServer() as import('node:http').Server;
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  installGracefulShutdown(app, logger);
  startMetricsServer(Number(process.env.METRICS_PORT) || undefined, logger);
  logger.info({ port }, `${name} listening`);
}
