import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import passport from 'passport';
import pg from 'pg';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { LOGGER, SERVICE_ENV } from '@rl/service-kit';
import { SESSION_COOKIE } from '@rl/contracts';
import type { AuthEnv } from '../env.js';
import { requireSecondFactor } from './second-factor.js';

/**
 * How seldom one process moves a session's stored expiry. `rolling` touches the session on every request of a
 * signed-in user (each identity sub-request), and connect-pg-simple's touch is an UPDATE: one write per API
 * call. The expiry is days away, so minutes of lag cost nothing.
 */
const TOUCH_EVERY_MS = 5 * 60_000;
/** sessions remembered as touched, per process (forgotten all at once beyond this: a few extra writes) */
const TOUCHED_MAX = 50_000;

function throttledTouchStore(PgStore: ReturnType<typeof connectPgSimple>) {
  return class ThrottledTouchStore extends PgStore {
    private readonly touchedAt = new Map<string, number>();

    override touch(sid: string, sess: session.SessionData, fn?: (err?: unknown) => void): void {
      const now = Date.now();
      const last = this.touchedAt.get(sid);
      if (last !== undefined && now - last < TOUCH_EVERY_MS) {
        fn?.();
        return;
      }
      if (this.touchedAt.size >= TOUCHED_MAX) this.touchedAt.clear();
      this.touchedAt.set(sid, now);
      super.touch(sid, sess, (err?: unknown) => {
        if (err) this.touchedAt.delete(sid);
        fn?.(err);
      });
    }
  };
}

/**
 * Server-side sessions in table `session` (sid, sess, expire) with expired rows pruned every
 * 15 minutes; a session's expiry is moved at most every TOUCH_EVERY_MS per process. The cookie is HttpOnly and SameSite=Lax, and Secure whenever the request came in
 * over https (the gateway sets X-Forwarded-Proto).
 */
@Injectable()
export class SessionMiddleware implements OnApplicationShutdown {
  readonly handlers: RequestHandler[];
  private readonly pool: pg.Pool;
  private readonly store: connectPgSimple.PGStore;

  constructor(@Inject(SERVICE_ENV) env: AuthEnv, @Inject(LOGGER) logger: Logger) {
    const PgStore = throttledTouchStore(connectPgSimple(session));
    this.pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 5 });
    // an idle connection dropped by the server must not crash the process
    this.pool.on('error', (err) => logger.warn({ err }, 'session pool connection lost'));
    this.store = new PgStore({
      pool: this.pool,
      schemaName: env.DB_SCHEMA,
      tableName: 'session',
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => logger.error({ args }, 'session store error'),
    });
    this.handlers = [
      session({
        name: SESSION_COOKIE,
        store: this.store,
        secret: env.SESSION_SECRET,
        resave: false,
        saveUninitialized: false,
        rolling: true,
        proxy: true,
        cookie: {
          httpOnly: true,
          sameSite: 'lax',
          secure: 'auto',
          maxAge: env.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
          path: '/',
        },
      }),
      passport.initialize(),
      passport.session(),
      requireSecondFactor,
    ];
  }

  async onApplicationShutdown(): Promise<void> {
    this.store.close();
    await this.pool.end().catch(() => undefined);
  }
}
