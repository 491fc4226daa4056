import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream, Logger } from 'pino';
import * as gateway from '../../gateway/src/logger.js';
import * as serviceKit from '../../packages/service-kit/src/logger.js';

// Every process logs through one of two pino loggers (the services' from service-kit, the gateway's), and
// both keep what contracts' log-hygiene.ts names out of their lines: a request with an email address and
// a reset token in its query string, a session cookie and a bearer token, and a handler that logs what
// it was sent (passwords, a hash, a token). Each secret below is a distinct string searched for in the
// raw log output.
const SECRETS = ['jane@example.com', 'jane%40example.com', 'reset-t0ken-123', 's3ss10n-value', 'bearer-s3cret', 'hunter2-pass', 'new-pa55word', 'argon-hash-value'];

type RequestLogger = (logger: Logger) => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

async function logOfOneRequest(createLogger: (destination: DestinationStream) => Logger, requestLogger: RequestLogger) {
  const lines: string[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(line) });
  const log = requestLogger(logger);
  const server = createServer((req, res) => {
    log(req, res, () => {
      logger.warn(
        { body: { email: 'x', password: 'hunter2-pass', newPassword: 'new-pa55word', token: 'reset-t0ken-123' }, user: { passwordHash: 'argon-hash-value' } },
        'the handler logs what it was sent',
      );
      res.statusCode = 500;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/password/reset?email=jane%40example.com&token=reset-t0ken-123`, {
      headers: { cookie: 'rl.sid=s3ss10n-value', authorization: 'Bearer bearer-s3cret' },
    });
    await res.text();
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return lines.join('');
}

const gatewayRequestLogger: RequestLogger = (logger) => {
  const http = gateway.requestLogger(logger);
  return (req, res, next) => {
    http(req, res);
    next();
  };
};

describe.each([
  ['a service', (d: DestinationStream) => serviceKit.createLogger('auth', 'info', d), serviceKit.requestLogger as RequestLogger],
  ['the gateway', (d: DestinationStream) => gateway.createLogger('info', d), gatewayRequestLogger],
])("%s's log", (_who, createLogger, requestLogger) => {
  test('has the request (path, status) and the handler line, and no query string, cookie, token or password', async () => {
    const log = await logOfOneRequest(createLogger, requestLogger);
    expect(log).toContain('/api/password/reset');
    expect(log).toContain('the handler logs what it was sent');
    expect(log).toContain('"statusCode":500');
    for (const secret of SECRETS) expect({ secret, found: log.includes(secret) }).toEqual({ secret, found: false });
  });
});
