import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { backoffMs, LOGGER } from '@rl/service-kit';
import { NOT_RECORDED } from '../decisions/decision-delivery.js';
import { DecisionStore } from '../decisions/decision-store.js';
import type { DecisionEntity } from '../decisions/decision.entity.js';
import type { ModerationEnv } from '../env.js';
import { ListingsClient, ListingsContractError, ListingsRefusedError, ListingsUnavailableError } from '../listings/listings.client.js';
import { MODERATION_ENV } from '../tokens.js';

export type RevisionDeliveryResult =
  | { kind: 'applied'; row: DecisionEntity }
  /** listings unreachable: retried by the outbox */
  | { kind: 'queued'; row: DecisionEntity }
  /** listings refused the compare-and-set: the revision no longer waits, or the listing changed */
  | { kind: 'conflict'; row: DecisionEntity; message: string }
  | { kind: 'not-found'; row: DecisionEntity }
  | { kind: 'refused'; row: DecisionEntity; message: string };

/**
 * One attempt to apply a recorded decision on a revision (a `queued` row with a revision id) through listings'
 * compare-and-set, and its bookkeeping. Listings answers the same outcome again with 200, so an attempt whose
 * earlier call landed unheard is confirmed as applied.
 */
@Injectable()
export class RevisionDelivery {
  constructor(
    private readonly store: DecisionStore,
    private readonly listings: ListingsClient,
    @Inject(MODERATION_ENV) private readonly env: ModerationEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** `definitiveFirst`: a first call refused outright is forgotten (the admin hears it directly), as for status decisions. */
  async deliver(row: DecisionEntity, opts: { requestId?: string; definitiveFirst?: boolean } = {}): Promise<RevisionDeliveryResult> {
    const log = this.logger.child({ decisionId: row.id, vehicleId: row.vehicleId, revisionId: row.revisionId, attempt: row.attempts, reqId: opts.requestId });
    const finish = async (note: string): Promise<DecisionEntity> => {
      if (opts.definitiveFirst && row.attempts <= 1) {
        await this.store.forget(row.id);
        return { ...row, state: 'discarded', note } as DecisionEntity;
      }
      return (await this.store.markDiscarded(row.id, note)) ?? row;
    };
    try {
      const out = await this.listings.decideRevision(row.revisionId!, {
        outcome: row.revisionOutcome!, expectedUpdatedAt: row.expectedUpdatedAt!, reason: row.reason, decidedBy: row.adminId.slice(0, 100),
      }, { requestId: opts.requestId });
      if (out.kind === 'applied') {
        log.info({ outcome: row.revisionOutcome }, 'revision decision applied');
        try {
          return { kind: 'applied', row: (await this.store.markApplied(row.id)) ?? row };
        } catch (err) {
          // listings answers the same outcome again, so the retrier's next call confirms it
          log.error({ err: (err as Error).message }, 'revision decision applied by listings but not recorded here; the retrier confirms it');
          const delay = backoffMs(row.attempts, { baseMs: this.env.OUTBOX_RETRY_BASE_MS, maxMs: this.env.OUTBOX_RETRY_MAX_MS, jitter: 0.2 });
          return { kind: 'queued', row: (await this.store.scheduleRetry(row.id, delay, NOT_RECORDED)) ?? row };
        }
      }
      if (out.kind === 'not-found') return { kind: 'not-found', row: await finish('The revision or its listing no longer exists') };
      log.info({ why: out.message }, 'revision decision discarded: listing changed first');
      return { kind: 'conflict', row: await finish(out.message), message: out.message };
    } catch (err) {
      if (err instanceof ListingsUnavailableError || err instanceof ListingsContractError) {
        const delay = backoffMs(row.attempts, { baseMs: this.env.OUTBOX_RETRY_BASE_MS, maxMs: this.env.OUTBOX_RETRY_MAX_MS, jitter: 0.2 });
        const next = (await this.store.scheduleRetry(row.id, delay, err.message)) ?? row;
        log.warn({ err: err.message, retryInMs: delay }, 'revision decision not applied yet; will retry');
        return { kind: 'queued', row: next };
      }
      if (err instanceof ListingsRefusedError) {
        log.error({ status: err.status, err: err.message }, 'listings refused a revision decision');
        return { kind: 'refused', row: await finish(`The listings service refused the decision: ${err.message}`), message: err.message };
      }
      throw err;
    }
  }
}
