import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ROUTES, ListingInputSchema, type Identity, type ListingData, type Vehicle } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { WriteLimits } from '../../limits/write-limits.js';
import { ListingWriter } from '../../vehicles/listing-writer.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

@Controller()
export class CreateListingController {
  constructor(private readonly vehicles: VehiclesStore, private readonly writer: ListingWriter, private readonly limits: WriteLimits) {}

  /** A new listing of the caller, pending review. 201 with every field. */
  @Post(ROUTES.vehicles)
  @RequireUser()
  @HttpCode(201)
  async create(
    @Body({ schema: ListingInputSchema }) body: ListingData,
    @CurrentIdentity() identity: Identity,
    @Req() req: Request & { id?: string },
  ): Promise<Vehicle> {
    await this.limits.listingsPerUser.consume(identity.userId);
    const geo = await this.writer.check(body, identity.userId, identity, [], req.id);
    return toVehicle(await this.vehicles.insert(identity.userId, body, geo));
  }
}
