import {
  CreateBucketCommand,
  DeleteObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import type { MediaEnv } from '../env.js';

/** Stored variants never change (new upload, new key): caches may keep them for a year. */
const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function createS3Client(env: MediaEnv): S3Client {
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ACCESS_KEY_ID
      ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
      : {}),
    // MinIO and s3rver do not take the SDK's default extra checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata?.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchBucket');

/** The media bucket: the only place the service writes objects. */
export class MediaStorage {
  constructor(
    readonly client: S3Client,
    readonly bucket: string,
    private readonly logger: Logger,
    private readonly createIfMissing: boolean,
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      ContentLength: body.length,
      CacheControl: OBJECT_CACHE_CONTROL,
    }));
  }

  /** Deletes every key (a missing key is no error); rejects when any delete failed. */
  async delete(keys: readonly string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))));
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed.length) throw new Error(`could not delete ${failed.length} of ${keys.length} objects: ${String(failed[0].reason?.message ?? failed[0].reason)}`);
  }

  /** Rollback after a failed upload: best effort, logged, never throws. */
  async deleteQuietly(keys: readonly string[]): Promise<void> {
    try {
      await this.delete(keys);
    } catch (err) {
      this.logger.error({ err, keys }, 'could not remove the objects of a failed upload');
    }
  }

  /**
   * Readiness: the bucket answers. When it is missing and the service may create it (embedded
   * mode), it is created; in compose/k8s MinIO's init job creates it with its read policy.
   */
  async ensureBucket(timeoutMs = 3_000): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      if (!isNotFound(err) || !this.createIfMissing) throw err;
      try {
        await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
        this.logger.info({ bucket: this.bucket }, 'media bucket created');
      } catch (createErr) {
        // another replica was quicker
        const name = (createErr as Error).name;
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw createErr;
      }
    }
  }
}
