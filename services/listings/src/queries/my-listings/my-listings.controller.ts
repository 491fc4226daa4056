import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type OwnerVehicle } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';
import { RevisionsStore } from '../../revisions/revisions.store.js';
import { toRevisionSummary } from '../../revisions/revision-columns.js';
import { PriceGuidanceStore } from '../../price-guidance/price-guidance.store.js';
import { suggestedPrice } from '../../price-guidance/valuation-method.js';

@Controller()
export class MyListingsController {
  constructor(private readonly vehicles: VehiclesStore, private readonly revisions: RevisionsStore, private readonly guidance: PriceGuidanceStore) {}

  /**
   * The caller's own listings, every status, every field, newest first, each with its latest revision and, when
   * live and rated worse than Good, the price that would be rated Good (its stored band; never with too few comparables).
   */
  @Get(ROUTES.userVehicles)
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async mine(@CurrentIdentity() identity: Identity): Promise<OwnerVehicle[]> {
    const rows = await this.vehicles.listByOwner(identity.userId);
    const revisions = await this.revisions.latestFor(rows.map((r) => r.id));
    const bands = await this.guidance.bandsFor(rows.filter((r) => r.status === 'approved').map((r) => r.id));
    return rows.map((r) => {
      const revision = revisions.get(r.id);
      const band = bands.get(r.id);
      const suggestion = band ? suggestedPrice(band.price, band.fairLow, band.fairHigh) : null;
      return {
        ...toVehicle(r),
        revision: revision ? toRevisionSummary(revision) : null,
        priceSuggestion: suggestion && band ? { ...suggestion, fairLow: band.fairLow, fairHigh: band.fairHigh } : null,
      };
    });
  }
}
