import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { join } from 'node:path';
import { acquireLock } from './lock-file.js';
import { keepWireSequencesTogether } from './pglite-wire-sequences.js';

interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * PGlite served over the Postgres wire protocol, so services use the same pg + TypeORM path as with
 * a real server. `dataDir` undefined keeps everything in memory (tests).
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; port?: number; host?: string } = {}): Promise<EmbeddedPostgres> {
  const release = opts.dataDir ? acquireLock(join(opts.dataDir, '..', 'postgres.lock')) : () => {};
  try {
    const db = await PGlite.create(opts.dataDir, { extensions: { pg_trgm } });
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const host = opts.host ?? '127.0.0.1';
    const server = new PGLiteSocketServer({ db, port: opts.port ?? 0, host, maxConnections: 200 });
    keepWireSequencesTogether(server);
    await server.start();
    const conn = server.getServerConn(); // "host:port"
    const port = Number(conn.split(':').pop());
    return {
      url: `postgres://postgres:postgres@${host}:${port}/postgres`,
      port,
      async stop() {
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
