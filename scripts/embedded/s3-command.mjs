import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./s3.mjs', import.meta.url));

/**
 * Node's arguments for the embedded S3 server (s3.mjs) as a process of its own. s3rver encrypts the continuation
 * token of a listing longer than one page (1,000 keys) with DES, which OpenSSL 3 keeps in its legacy provider:
 * without it every such listing answers 500 (the photo backup sweep lists the whole bucket).
 */
export function embeddedS3Args(dataDir, port, bucket) {
  return ['--openssl-legacy-provider', SERVER, dataDir, String(port), bucket];
}
