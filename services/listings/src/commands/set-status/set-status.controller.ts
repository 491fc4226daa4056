import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ADMIN_TRANSITIONS, INTERNAL_ROUTES, InternalSetStatusSchema, type InternalSetStatus, type Vehicle } from '@rl/contracts';
import { apiError, RequireService, ValidationFailed } from '@rl/service-kit';
import { IdParamSchema, notFound, type IdParam } from '../../vehicles/access.js';
import { toVehicle } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

/** A moderator's decision on a listing (moderation calls it). Service identities only. */
@Controller()
@RequireService()
export class SetStatusController {
  constructor(private readonly vehicles: VehiclesStore) {}

  /** Compare-and-set on expectedStatus (and expectedUpdatedAt when given); 409 when it changed. */
  @Post(INTERNAL_ROUTES.listings.vehicleStatus)
  @HttpCode(200)
  async setStatus(@Param({ schema: IdParamSchema }) { id }: IdParam, @Body({ schema: InternalSetStatusSchema }) body: InternalSetStatus): Promise<Vehicle> {
    if (!ADMIN_TRANSITIONS[body.expectedStatus].includes(body.status)) {
      throw apiError(409, `A listing cannot move from ${body.expectedStatus} to ${body.status}`);
    }
    if (body.status === 'needs_changes' && !body.reason?.trim()) {
      throw new ValidationFailed([{ field: 'reason', message: 'Notes are required when requesting changes' }]);
    }
    const r = await this.vehicles.setStatus(id, body.status, body.expectedStatus, body.expectedUpdatedAt, body.reason ?? null);
    if (r.kind === 'not-found') throw notFound();
    if (r.kind === 'conflict') {
      throw r.current.status !== body.expectedStatus
        ? apiError(409, `The listing is ${r.current.status} now, not ${body.expectedStatus}`)
        : apiError(409, 'The listing was edited since it was reviewed');
    }
    return toVehicle(r.vehicle);
  }
}
