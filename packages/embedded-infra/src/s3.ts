import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface EmbeddedS3 {
  endpoint: string;
  port: number;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}

/** An S3-compatible server on disk (s3rver). It does not check signatures; the real API is the same. */
export async function startEmbeddedS3(opts: { dataDir: string; port?: number; buckets?: string[] }): Promise<EmbeddedS3> {
  mkdirSync(opts.dataDir, { recursive: true });
  const server = new S3rver({
    port: opts.port ?? 0,
    address: '127.0.0.1',
    directory: opts.dataDir,
    silent: true,
    configureBuckets: (opts.buckets ?? []).map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    port: address.port,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    async stop() {
      await server.close();
    },
  };
}
