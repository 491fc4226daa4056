import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, PolledWork, Poller } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';
import { Assignment } from './assignment.service.js';

const BATCH = 50;

/**
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
    for (const id of await this.assignment.unassigned(BATCH)) {
      if ((await this.assignment.assign(id)) === null) return; // no associate yet
    }
  }
}
