import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { SalesEventRequest } from '@rl/contracts';
import { LOGGER } from '@rl/service-kit';
import { Assignment } from '../../assignment/assignment.service.js';
import { LeadsStore } from '../../leads/leads.store.js';
import { LiveHub } from '../../live/live-hub.js';
import { SaleService } from '../../pipeline/sale.service.js';
import { ResponsePromise } from '../../response-time/response-promise.js';
import { SalesMetrics } from '../../observability/sales-metrics.js';
import { StaffUnavailableError } from '../../staff/staff-directory.js';

/**
 * What listings hands over: a listing that went live gets its associate; an inquiry opens a lead (its
 * listing is recorded too, so listings approved before this service existed are picked up by their first
 * inquiry). Each inquiry opens one lead however often it is handed over. A listing the seller marked sold
 * closes its open leads (SaleService.soldBySeller).
 */
@Injectable()
export class TakeEventService {
  constructor(
    private readonly leads: LeadsStore,
    private readonly assignment: Assignment,
    private readonly metrics: SalesMetrics,
    private readonly live: LiveHub,
    private readonly promise: ResponsePromise,
    private readonly sale: SaleService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async take({ event }: SalesEventRequest): Promise<{ leadId?: number; duplicate?: boolean; associateId: string | null }> {
    if (event.kind === 'listing-sold-by-seller') {
      await this.sale.soldBySeller(event.listingId);
      return { associateId: null };
    }
    if (event.kind === 'listing-live') {
      const { associateId } = await this.leads.upsertListing(event.vehicle);
      return { associateId: associateId ?? (await this.tryAssign(event.vehicle.id)) };
    }
    const opened = await this.leads.db.transaction(async (m) => {
      const listing = event.vehicle ? await this.leads.upsertListing(event.vehicle, m) : { associateId: null };
      const dueAt = this.promise.dueAt(new Date(event.at));
      return { leadId: await this.leads.openLead(event, listing.associateId, dueAt, m), associateId: listing.associateId };
    });
    if (opened.leadId === null) {
      const known = await this.leads.db.query(`SELECT "id" FROM ${this.leads.schema}."leads" WHERE "inquiry_id" = $1`, [event.inquiryId]);
      return { leadId: Number(known[0].id), duplicate: true, associateId: opened.associateId };
    }
    this.metrics.leadOpened();
    this.live.changed({ leadId: opened.leadId, buyerUserId: event.buyer.userId });
    const associateId = opened.associateId ?? (event.vehicle ? await this.tryAssign(event.vehicle.id) : null);
    return { leadId: opened.leadId, duplicate: false, associateId };
  }

  /** Assigns now when auth answers; otherwise the sweep does it later (the event itself is recorded). */
  private async tryAssign(listingId: number): Promise<string | null> {
    try {
      return await this.assignment.assign(listingId);
    } catch (err) {
      if (!(err instanceof StaffUnavailableError)) throw err;
      this.logger.warn({ listingId, reason: err.message }, 'listing left unassigned for now');
      return null;
    }
  }
}
