import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ROUTES, ValuationRequestSchema, type Valuation, type ValuationQuery } from '@rl/contracts';
import { VehicleLookupLimits } from '@rl/service-kit';
import { ValueVehicleService } from './value-vehicle.service.js';

/** Instant valuation, for anyone: counted against the caller's vehicle lookups (VIN decodes and the like). */
@Controller()
@UseGuards(VehicleLookupLimits)
export class ValueVehicleController {
  constructor(private readonly valuations: ValueVehicleService) {}

  @Post(ROUTES.valuations)
  @HttpCode(200)
  value(@Body({ schema: ValuationRequestSchema }) body: ValuationQuery): Promise<Valuation> {
    return this.valuations.value(body);
  }
}
