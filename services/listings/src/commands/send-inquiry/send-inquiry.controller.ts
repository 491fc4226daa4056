import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, ContactMessageSchema, type ContactMessageData, type Identity, type Inquiry, vehicleTitle } from '@rl/contracts';
import { apiError, CurrentIdentity } from '@rl/service-kit';
import { InquiriesStore } from '../../inquiries/inquiries.store.js';
import { WriteLimits } from '../../limits/write-limits.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

@Controller()
export class SendInquiryController {
  constructor(private readonly vehicles: VehiclesStore, private readonly inquiries: InquiriesStore, private readonly limits: WriteLimits) {}

  /**
   * A buyer's message about a public listing (spec §5 rules), stored as an inquiry for the sales team; the buyer and the sales team are mailed.
   * Unknown, pending or rejected listings: 404; sold ones: 409.
   */
  @Post(ROUTES.contact)
  @HttpCode(201)
  async contact(
    @Body({ schema: ContactMessageSchema }) msg: ContactMessageData,
    @Req() req: Request,
    @CurrentIdentity() identity: Identity | undefined,
  ): Promise<Inquiry> {
    await this.limits.contactPerIp.consume(req.ip ?? 'unknown');
    const v = await this.vehicles.findFull(msg.vehicleId);
    if (!v || (v.status !== 'approved' && v.status !== 'sold')) throw apiError(404, 'Vehicle not found');
    if (v.status === 'sold') throw apiError(409, 'This vehicle has already been sold');
    const title = vehicleTitle(v);
    const sender = identity && identity.role !== 'service' ? identity.userId : null;
    return this.inquiries.create(msg, v, title, sender);
  }
}
