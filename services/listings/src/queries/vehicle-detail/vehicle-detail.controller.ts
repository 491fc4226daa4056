import { Controller, Get, Header, Param } from '@nestjs/common';
import { ROUTES, vinVerification, type Identity, type OwnerVehicle, type VehicleDetail } from '@rl/contracts';
import { CurrentIdentity, ReadReplica } from '@rl/service-kit';
import { IdParamSchema, isOwner, isStaff, notFound, personOf, type IdParam } from '../../vehicles/access.js';
import { toPublicVehicle, toVehicle } from '../../vehicles/vehicle-columns.js';
import { AnswerCache } from '../../public-cache/answer-cache.js';
import { ViewCounter } from '../../vehicles/view-counter.js';
import { PriceGuidanceStore } from '../../price-guidance/price-guidance.store.js';
import { PriceHistoryStore } from '../../price-history/price-history.store.js';
import { PUBLIC_STATUSES, VehiclesStore } from '../../vehicles/vehicles.store.js';
import { RevisionsStore } from '../../revisions/revisions.store.js';
import { toRevisionSummary } from '../../revisions/revision-columns.js';
import { VinDecodesStore } from '../../vin-decodes/vin-decodes.store.js';
import { SaleResultsStore } from '../../sale-results/sale-results.store.js';

const detailKey = (id: number) => `detail:${id}`;

@Controller()
export class VehicleDetailController {
  constructor(
    private readonly vehicles: VehiclesStore, private readonly cache: AnswerCache, private readonly views: ViewCounter,
    private readonly guidance: PriceGuidanceStore, private readonly priceHistory: PriceHistoryStore,
    private readonly revisions: RevisionsStore, private readonly vinDecodes: VinDecodesStore, private readonly sales: SaleResultsStore,
    private readonly replica: ReadReplica,
  ) {
    // a cached answer keeps its row's views exact: the views written since it was read are added to it
    views.onWritten = (written) => {
      for (const [id, n] of written) cache.patch<VehicleDetail>(detailKey(id), (answer) => ({ ...answer, views: answer.views + n }));
    };
  }

  /** Counts an anonymous view of a public listing whose answer is cached: that answer and the views to show; undefined when it is not cached. */
  cachedPublicView(id: number): { answer: VehicleDetail; views: number } | undefined {
    const answer = this.cache.peek(detailKey(id), () => this.publicAnswer(id));
    return answer ? { answer, views: this.countView(answer) } : undefined;
  }

  /**
   * The owner and the staff (associates, moderators, admins) get every field of any of their listings (no view counted). Everyone else
   * sees approved and sold listings only, without private fields (from the public answer cache), and
   * each such view is counted (ViewCounter writes the counts once a second).
   */
  @Get(ROUTES.vehicle)
  @Header('Cache-Control', 'no-store')
  async detail(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity?: Identity): Promise<VehicleDetail | OwnerVehicle> {
    const person = personOf(identity);
    if (person) {
      const full = await this.vehicles.findFull(id);
      if (!full) throw notFound();
      if (isOwner(person, full) || isStaff(person)) {
        // with the latest revision of the seller's changes (the edit form opens with a waiting one)
        const revision = (await this.revisions.latestFor([id])).get(id);
        // the desk's lead page shows the associate the price guidance next to the listing's facts
        const guidance = isStaff(person) && !isOwner(person, full) ? { priceGuidance: await this.guidance.forVehicle(id) } : {};
        return { ...toVehicle(full), revision: revision ? toRevisionSummary(revision) : null, ...guidance };
      }
      if (!PUBLIC_STATUSES.includes(full.status)) throw notFound();
    }
    // the answer is built once per cache entry (the marks and the rating follow the row and the guidance it
    // was built from); each view only adds the views counted here and not written yet
    const found = await this.cache.through(detailKey(id), () => this.publicAnswer(id));
    if (!found) throw notFound();
    return { ...found, views: this.countView(found) };
  }

  /**
   * The public answer as read from the database (null when the listing is not public), before any view is added:
   * from the read replica when there is a usable one (the owner's and the staff's reads above stay on the primary).
   */
  private publicAnswer(id: number): Promise<VehicleDetail | null> {
    return this.views.readBetweenWrites(async () => {
      const row = await this.vehicles.findPublic(id, this.replica);
      if (!row) return null;
      // the stored guidance (computed by the price-guidance jobs, never here)
      // "Sold for $X" only with the seller's consent at sale time (sale_results.show_price)
      const [priceGuidance, priceDrops, decoded, soldFor] = await Promise.all([
        this.guidance.forVehicle(id, this.replica), this.priceHistory.drops(id, this.replica), this.vinDecodes.decodeForVehicle(id, this.replica),
        row.status === 'sold' ? this.sales.shownPriceOf(id, this.replica) : Promise.resolve(null),
      ]);
      const vehicle = toPublicVehicle(row);
      // the row and the guidance are two reads: a job committing between them must not leave the badge and the band disagreeing
      // the marks compare the decode with the fields shown, so an edit of a compared field is reflected once the entry is dropped (every change drops it)
      const answer: VehicleDetail = { ...vehicle, priceRating: priceGuidance?.rating ?? null, priceGuidance, priceDrops, vinVerification: vinVerification(vehicle, decoded), soldFor };
      return answer;
    });
  }

  /** Counts a public view; returns the views to show: those written plus the ones counted here and not written yet. */
  private countView(answer: VehicleDetail): number {
    this.views.add(answer.id);
    return answer.views + this.views.unwritten(answer.id);
  }
}
