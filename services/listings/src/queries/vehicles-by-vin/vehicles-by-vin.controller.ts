import { Controller, Get, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import { ByVinQuerySchema, INTERNAL_ROUTES, VIN_PATTERN } from '@rl/contracts';
import { RequireService } from '@rl/service-kit';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

const VinParamSchema = z.object({
  vin: z.string().transform((v) => v.trim().toUpperCase()).pipe(z.string().regex(VIN_PATTERN, 'vin must be 17 characters: digits and letters other than I, O and Q')),
});

/** The live listings with a VIN (moderation's duplicate check). Service identities only. */
@Controller()
@RequireService()
export class VehiclesByVinController {
  constructor(private readonly vehicles: VehiclesStore) {}

  @Get(INTERNAL_ROUTES.listings.vehiclesByVin)
  async byVin(@Param({ schema: VinParamSchema }) { vin }: z.infer<typeof VinParamSchema>, @Query({ schema: ByVinQuerySchema }) q: z.infer<typeof ByVinQuerySchema>) {
    return { vehicles: (await this.vehicles.byVin(vin, q.excludeId)).map(toVehicle) };
  }
}
