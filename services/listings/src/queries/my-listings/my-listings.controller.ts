import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type OwnerVehicle } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';
import { RevisionsStore } from '../../revisions/revisions.store.js';
import { toRevisionSummary } from '../../revisions/revision-columns.js';

@Controller()
export class MyListingsController {
  constructor(private readonly vehicles: VehiclesStore, private readonly revisions: RevisionsStore) {}

  /** The caller's own listings, every status, every field, newest first, each with its latest revision. */
  @Get(ROUTES.userVehicles)
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async mine(@CurrentIdentity() identity: Identity): Promise<OwnerVehicle[]> {
    const rows = await this.vehicles.listByOwner(identity.userId);
    const revisions = await this.revisions.latestFor(rows.map((r) => r.id));
    return rows.map((r) => {
      const revision = revisions.get(r.id);
      return { ...toVehicle(r), revision: revision ? toRevisionSummary(revision) : null };
    });
  }
}
