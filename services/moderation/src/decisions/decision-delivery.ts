import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { backoffMs, LOGGER } from '@rl/service-kit';
import type { Vehicle } from '@rl/contracts';
import { DecisionStore } from './decision-store.js';
import type { DecisionEntity } from './decision.entity.js';
import { ListingsClient, ListingsContractError, ListingsRefusedError, ListingsUnavailableError } from '../listings/listings.client.js';
import type { ModerationEnv } from '../env.js';
import { MODERATION_ENV } from '../tokens.js';

/** the note of a decision listings applied whose record (and staff log entry) could not be written yet */
export const NOT_RECORDED = 'Applied by the listings service; recording it here failed and is being retried';

export type DeliveryResult =
  /** listings has the status now */
  | { kind: 'applied'; row: DecisionEntity; vehicle?: Vehicle }
  /** not applied yet: listings unreachable; retried later */
  | { kind: 'queued'; row: DecisionEntity; error: string }
  /** listings refused the compare-and-set and the listing already has the target status (changed by someone else) */
  | { kind: 'unchanged'; row: DecisionEntity; current: Vehicle }
  /** listings refused the compare-and-set: the listing moved to another status first */
  | { kind: 'conflict'; row: DecisionEntity; current: Vehicle; why: string }
  | { kind: 'not-found'; row: DecisionEntity }
  /** listings refused the request itself (400/422): retrying cannot help */
  | { kind: 'refused'; row: DecisionEntity; message: string };

/**
 * One attempt to apply a recorded (queued) decision through listings' compare-and-set, and the
 * bookkeeping of its outcome. The caller holds the row's lease and has counted the attempt.
 *
 * A 409 whose listing already shows the target status is read by attempt number: on the first call
 * the 409 proves this call changed nothing (someone else did it); on a later call an earlier attempt
 * of ours may have landed without us hearing back (timeout, crash), so the decision counts as applied.
 */
@Injectable()
export class DecisionDelivery {
  constructor(
    private readonly store: DecisionStore,
    private readonly listings: ListingsClient,
    @Inject(MODERATION_ENV) private readonly env: ModerationEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** How long a call in flight keeps the row away from the retrier. */
  get leaseMs(): number {
    return this.env.LISTINGS_TIMEOUT_MS * 2 + 5000;
  }

  /**
   * `definitiveFirst`: the request path forgets (rather than keeps as discarded) a decision its first
   * call showed to be refused, because the admin gets that answer directly.
   */
  async deliver(row: DecisionEntity, opts: { requestId?: string; definitiveFirst?: boolean } = {}): Promise<DeliveryResult> {
    const log = this.logger.child({ decisionId: row.id, vehicleId: row.vehicleId, attempt: row.attempts, reqId: opts.requestId });
    const from = row.fromStatus!;
    const finish = async (note: string): Promise<DecisionEntity> => {
      if (opts.definitiveFirst && row.attempts <= 1) {
        await this.store.forget(row.id);
        return { ...row, state: 'discarded', note } as DecisionEntity;
      }
      return (await this.store.markDiscarded(row.id, note)) ?? row;
    };
    const delay = () => backoffMs(row.attempts, { baseMs: this.env.OUTBOX_RETRY_BASE_MS, maxMs: this.env.OUTBOX_RETRY_MAX_MS, jitter: 0.2 });
    // listings has it: marked applied with its staff log entry, or, when that cannot be written, left queued for the
    // retrier, whose next call finds the listing already there and confirms it
    const applied = async (note: string | null, vehicle: Vehicle | undefined): Promise<DeliveryResult> => {
      try {
        return { kind: 'applied', row: (await this.store.markApplied(row.id, note)) ?? row, vehicle };
      } catch (err) {
        log.error({ err: (err as Error).message }, 'decision applied by listings but not recorded here; the retrier confirms it');
        return { kind: 'queued', row: (await this.store.scheduleRetry(row.id, delay(), NOT_RECORDED)) ?? row, error: NOT_RECORDED };
      }
    };
    try {
      const out = await this.listings.setStatus(row.vehicleId, row.toStatus, { status: from, updatedAt: row.expectedUpdatedAt }, { requestId: opts.requestId, reason: row.reason });
      if (out.kind === 'applied') {
        log.info({ from, to: row.toStatus }, 'decision applied');
        return await applied(null, out.vehicle);
      }
      if (out.kind === 'not-found') {
        return { kind: 'not-found', row: await finish('The listing no longer exists') };
      }
      // 409: the listing is not in `from` any more. Look at what it is now.
      const current = await this.listings.getVehicle(row.vehicleId, { requestId: opts.requestId });
      if (!current) return { kind: 'not-found', row: await finish('The listing no longer exists') };
      if (current.status === row.toStatus) {
        if (row.attempts > 1) {
          log.info({ from, to: row.toStatus }, 'decision confirmed applied after retry');
          return await applied('Confirmed on a later attempt (an earlier call had landed)', current);
        }
        return { kind: 'unchanged', row: await finish(`The listing was already ${current.status}`), current };
      }
      const why = current.status === from
        ? 'The seller edited the listing after it was reviewed'
        : `The listing became ${current.status} before this decision could be applied`;
      log.info({ from, to: row.toStatus, now: current.status }, 'decision discarded: listing changed first');
      return { kind: 'conflict', row: await finish(why), current, why };
    } catch (err) {
      if (err instanceof ListingsUnavailableError || err instanceof ListingsContractError) {
        const retryInMs = delay();
        const next = (await this.store.scheduleRetry(row.id, retryInMs, err.message)) ?? row;
        log.warn({ err: err.message, retryInMs }, 'decision not applied yet; will retry');
        return { kind: 'queued', row: next, error: err.message };
      }
      if (err instanceof ListingsRefusedError) {
        log.error({ status: err.status, err: err.message }, 'listings refused a status change');
        return { kind: 'refused', row: await finish(`The listings service refused the change: ${err.message}`), message: err.message };
      }
      throw err;
    }
  }
}
