import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, PolledWork, Poller } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';
import { StaffUnavailableError } from '../staff/staff-directory.js';
import { Assignment } from './assignment.service.js';

const BATCH = 50;

/**
 * Every ASSIGN_POLL_MS each replica hands over the listings and open leads of people no longer on the
 * staff (deactivated, or moved to another role) to other associates, fewest open leads first.
 * Listings that went live while no associate existed (or auth was away) wait unassigned; every
 * ASSIGN_POLL_MS each replica looks for them, so the first associate created picks them up.
 */
@Injectable()
export class AssignmentSweep extends PolledWork {
  protected readonly poller: Poller;

  constructor(private readonly assignment: Assignment, @Inject(SALES_ENV) env: SalesEnv, @Inject(LOGGER) logger: Logger) {
    super();
    this.poller = new Poller({ name: 'assignment sweep', intervalMs: env.ASSIGN_POLL_MS, logger, pass: () => this.pass() });
  }

  private async pass(): Promise<void> {
    // first what deactivated staff held, then what waits unassigned (which the hand-over may have added to)
    try {
      await this.assignment.handOver();
    } catch (err) {
      if (!(err instanceof StaffUnavailableError)) throw err;
      return; // auth away: try again on the next pass
    }
    for (const id of await this.assignment.unassigned(BATCH)) {
      if ((await this.assignment.assign(id)) === null) return; // no associate yet
    }
  }
}
