import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { mediaUrl, STORAGE_HYGIENE_DEFAULTS, type StorageRemovalReason } from '@rl/contracts';
import { LOGGER, SERVICE_ENV } from '@rl/service-kit';
import type { MediaEnv } from '../env.js';
import { ListingsUnavailableError, PHOTO_USAGE, type PhotoUsage, type PhotoUsageMap } from '../listings/photo-usage.js';
import { MediaStorage } from '../storage/s3.js';
import { sweptBytes, sweptImages, sweeps } from './sweep-metrics.js';

const HOUR = 3600_000;

interface Candidate {
  id: string;
  keys: string[];
  bytes: number;
}

export interface SweepOptions {
  now?: Date;
  maxImages?: number;
  batchSize?: number;
  signal?: AbortSignal;
}

export interface SweepResult {
  /** images looked at */
  examined: number;
  removed: Record<StorageRemovalReason, { images: number; bytes: number }>;
  /** listings could not answer, or the bucket failed: the sweep stopped without removing anything more */
  skipped: boolean;
}

/**
 * Removes photos nobody can see any more: uploads never attached to a listing, once older than
 * STORAGE_UNATTACHED_HOURS, and photos that left every listing and pending revision (listing deleted,
 * photo removed by an edit) longer than STORAGE_RELEASED_GRACE_HOURS ago. Listings decides what is used;
 * when it cannot answer, nothing is removed. Objects go first, then the row (as a user's delete).
 */
@Injectable()
export class StorageSweep {
  private readonly table: string;
  private readonly unattachedMs: number;
  private readonly graceMs: number;
  private readonly recheckMs: number;

  constructor(
    private readonly db: DataSource,
    private readonly storage: MediaStorage,
    @Inject(PHOTO_USAGE) private readonly usage: PhotoUsage,
    @Inject(SERVICE_ENV) env: MediaEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.table = `"${env.DB_SCHEMA}"."images"`;
    this.unattachedMs = env.STORAGE_UNATTACHED_HOURS * HOUR;
    this.graceMs = env.STORAGE_RELEASED_GRACE_HOURS * HOUR;
    this.recheckMs = env.STORAGE_SWEEP_INTERVAL_MS || STORAGE_HYGIENE_DEFAULTS.intervalMs;
  }

  /** One sweep as of `now` (tests move the clock), batch by batch, at most `maxImages` looked at; `signal` stops it between batches. */
  async sweep(opts: SweepOptions = {}): Promise<SweepResult> {
    const { now = new Date(), maxImages = STORAGE_HYGIENE_DEFAULTS.maxPerSweep, batchSize = STORAGE_HYGIENE_DEFAULTS.batchSize, signal } = opts;
    const result: SweepResult = { examined: 0, removed: { unattached: { images: 0, bytes: 0 }, released: { images: 0, bytes: 0 } }, skipped: false };
    try {
      while (result.examined < maxImages && !signal?.aborted) {
        const batch = await this.claim(now, Math.min(batchSize, maxImages - result.examined));
        if (batch.length === 0) break;
        result.examined += batch.length;
        let usage: PhotoUsageMap;
        try {
          usage = await this.usage.usage(batch.flatMap((c) => c.keys.map(mediaUrl)));
        } catch (err) {
          if (!(err instanceof ListingsUnavailableError)) throw err;
          // never delete on doubt; the next sweep looks at these again
          await this.unclaim(batch);
          // info, not warn: at a platform start listings may simply not be up yet (the metric counts skips)
          this.logger.info({ err: err.message }, 'storage sweep skipped: listings cannot say which photos are used');
          result.skipped = true;
          break;
        }
        let storageDown = false;
        for (const image of batch) {
          const reason = this.reasonToRemove(image, usage, now);
          if (!reason) continue;
          if (!(await this.remove(image))) {
            storageDown = true;
            break;
          }
          result.removed[reason].images += 1;
          result.removed[reason].bytes += image.bytes;
          sweptImages.inc({ reason });
          sweptBytes.inc({ reason }, image.bytes);
        }
        if (storageDown) {
          // the rest of the batch is looked at again by the next sweep
          await this.unclaim(batch);
          result.skipped = true;
          break;
        }
      }
    } catch (err) {
      sweeps.inc({ outcome: 'failed' });
      throw err;
    }
    sweeps.inc({ outcome: result.skipped ? 'skipped' : 'completed' });
    const { unattached, released } = result.removed;
    if (unattached.images + released.images > 0 || result.skipped) {
      this.logger.info({ examined: result.examined, unattached, released, skipped: result.skipped }, 'storage sweep done');
    }
    return result;
  }

  /**
   * Takes the next batch of images old enough to be unattached garbage: those never looked at first, then
   * the least recently looked at. Moving `sweep_next_at` forward is the claim (another replica skips them).
   */
  private async claim(now: Date, limit: number): Promise<Candidate[]> {
    const rows = await this.db.query(
      `UPDATE ${this.table} AS i SET "sweep_next_at" = $2
        WHERE i."id" IN (
          SELECT "id" FROM ${this.table}
           WHERE "created_at" <= $1 AND ("sweep_next_at" IS NULL OR "sweep_next_at" <= $3)
           ORDER BY "sweep_next_at" NULLS FIRST, "created_at" LIMIT $4
           FOR UPDATE SKIP LOCKED)
        RETURNING i."id", i."keys", i."bytes"`,
      [new Date(now.getTime() - this.unattachedMs), new Date(now.getTime() + this.recheckMs), now, limit],
    );
    // UPDATE ... RETURNING answers [rows, count] through TypeORM
    const list: Candidate[] = Array.isArray(rows[0]) ? rows[0] : rows;
    return list.map((r) => ({ id: r.id, keys: r.keys, bytes: Number(r.bytes) }));
  }

  private async unclaim(batch: readonly Candidate[]): Promise<void> {
    await this.db.query(`UPDATE ${this.table} SET "sweep_next_at" = NULL WHERE "id" = ANY($1::uuid[])`, [batch.map((c) => c.id)]);
  }

  /** null: keep (in use, or released within the grace period). Every variant's URL counts. */
  private reasonToRemove(image: Candidate, usage: PhotoUsageMap, now: Date): StorageRemovalReason | null {
    const infos = image.keys.map((k) => usage[mediaUrl(k)]);
    if (infos.some((u) => !u || u.uses.length > 0)) return null;
    const released = infos.map((u) => (u!.releasedAt ? Date.parse(u!.releasedAt) : null)).filter((t): t is number => t !== null);
    // never on a listing (the claim only takes uploads older than the unattached limit)
    if (released.length === 0) return 'unattached';
    return Math.max(...released) <= now.getTime() - this.graceMs ? 'released' : null;
  }

  /** Objects, then the row; a storage failure keeps the row (the next sweep tries again). */
  private async remove(image: Candidate): Promise<boolean> {
    try {
      await this.storage.delete(image.keys);
    } catch (err) {
      this.logger.warn({ err, id: image.id }, 'storage sweep stopped: could not delete the objects of an image (kept for the next sweep)');
      return false;
    }
    await this.db.query(`DELETE FROM ${this.table} WHERE "id" = $1`, [image.id]);
    return true;
  }
}
