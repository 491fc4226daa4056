import { Controller, Get, Param } from '@nestjs/common';
import { ROUTES, timelineKindOfMove, type Timeline, type TimelineEntry } from '@rl/contracts';
import { apiError, RequireStaff } from '@rl/service-kit';
import { VehicleIdParam, type IdParam } from '../../common/id-param.js';
import { RequestId } from '../../common/request-id.js';
import { DecisionStore } from '../../decisions/decision-store.js';
import type { DecisionEntity } from '../../decisions/decision.entity.js';
import { ListingsClient, ListingsContractError, ListingsRefusedError, ListingsUnavailableError } from '../../listings/listings.client.js';

const fromDecision = (d: DecisionEntity): TimelineEntry => ({
  kind: timelineKindOfMove(d.fromStatus, d.toStatus),
  at: new Date(d.createdAt).toISOString(),
  actor: 'moderator',
  actorEmail: d.adminEmail,
  fromStatus: d.fromStatus ?? null,
  toStatus: d.toStatus,
  notes: d.reason,
  state: d.state === 'claimed' ? 'queued' : d.state,
  note: d.note,
});

@Controller()
@RequireStaff('moderation')
export class TimelineController {
  constructor(private readonly store: DecisionStore, private readonly listings: ListingsClient) {}

  /**
   * Every step of a listing, oldest first: moderators' decisions from this service (with who, when and the
   * notes; queued and discarded ones too) and the seller's and system's steps from listings. The status
   * moves listings logged for moderators are these very decisions and are not repeated. With listings
   * unreachable the decisions are still shown and `incomplete` says what is missing.
   */
  @Get(ROUTES.adminTimeline)
  async timeline(@Param({ schema: VehicleIdParam }) { id }: IdParam, @RequestId() requestId: string | undefined): Promise<Timeline> {
    const decisions = (await this.store.history(id)).map(fromDecision);
    let listingSteps: TimelineEntry[] = [];
    let incomplete: string | null = null;
    try {
      const steps = await this.listings.timeline(id, { requestId });
      if (steps === null) {
        if (decisions.length === 0) throw apiError(404, 'Vehicle not found');
        incomplete = 'The listing no longer exists; only the moderators\' decisions are shown.';
      } else {
        listingSteps = steps.filter((s) => s.actor !== 'moderator' || s.kind.startsWith('revision_'));
      }
    } catch (err) {
      if (!(err instanceof ListingsUnavailableError || err instanceof ListingsContractError || err instanceof ListingsRefusedError)) throw err;
      incomplete = 'The listings service is unavailable right now: the seller\'s steps are missing; only the moderators\' decisions are shown.';
    }
    const entries = [...listingSteps, ...decisions].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    return { entries, incomplete };
  }
}
