import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { CreateNotificationOutbox1732600000000, NotificationOutbox, ServiceKitModule, VehicleLookupLimits } from '@rl/service-kit';
import { BrowseListingsController } from './queries/browse-listings/browse-listings.controller.js';
import { AlertWorker } from './alerts/alert-worker.js';
import { DailyDigests } from './alerts/daily-digests.js';
import { ListingAlerts } from './alerts/listing-alerts.js';
import { ChangeSavedSearchController } from './commands/change-saved-search/change-saved-search.controller.js';
import { DeleteSavedSearchController } from './commands/delete-saved-search/delete-saved-search.controller.js';
import { MergeSavedVehiclesController } from './commands/merge-saved-vehicles/merge-saved-vehicles.controller.js';
import { SaveSearchController } from './commands/save-search/save-search.controller.js';
import { SaveVehicleController } from './commands/save-vehicle/save-vehicle.controller.js';
import { UnsaveVehicleController } from './commands/unsave-vehicle/unsave-vehicle.controller.js';
import { UnsubscribeController } from './commands/unsubscribe/unsubscribe.controller.js';
import { UnsubscribeService } from './commands/unsubscribe/unsubscribe.service.js';
import { PriceHistoryAndSavedSearches1732710000001 } from './migrations/1732710000001-price-history-and-saved-searches.js';
import { PublishNewGoodDeals1732710000002 } from './migrations/1732710000002-publish-new-good-deals.js';
import { PriceHistoryStore } from './price-history/price-history.store.js';
import { SavedSearchesController } from './queries/saved-searches/saved-searches.controller.js';
import { SavedVehiclesController } from './queries/saved-vehicles/saved-vehicles.controller.js';
import { SavedSearchesStore } from './saved-searches/saved-searches.store.js';
import { SavedVehiclesStore } from './saved-vehicles/saved-vehicles.store.js';
import { SendInquiryController } from './commands/send-inquiry/send-inquiry.controller.js';
import { CreateListingController } from './commands/create-listing/create-listing.controller.js';
import { DeleteListingController } from './commands/delete-listing/delete-listing.controller.js';
import { EditListingController } from './commands/edit-listing/edit-listing.controller.js';
import type { ListingsEnv } from './env.js';
import { InquiriesStore } from './inquiries/inquiries.store.js';
import { EraseUserController } from './commands/erase-user/erase-user.controller.js';
import { InquirySender1732600000000 } from './migrations/1732600000000-inquiry-sender-and-outbox.js';
import { UserDataController } from './queries/user-data/user-data.controller.js';
import { ListInquiriesController } from './queries/list-inquiries/list-inquiries.controller.js';
import { HandleInquiryController } from './commands/handle-inquiry/handle-inquiry.controller.js';
import { ListVehiclesController } from './queries/list-vehicles/list-vehicles.controller.js';
import { PriceStatsController } from './queries/price-stats/price-stats.controller.js';
import { VehiclesByVinController } from './queries/vehicles-by-vin/vehicles-by-vin.controller.js';
import { FullVehicleController } from './queries/full-vehicle/full-vehicle.controller.js';
import { SetStatusController } from './commands/set-status/set-status.controller.js';
import { SetFeaturedController } from './commands/set-featured/set-featured.controller.js';
import { PhotoUsageController } from './queries/photo-usage/photo-usage.controller.js';
import { PhotoUsageStore } from './queries/photo-usage/photo-usage.store.js';
import { ReleasedPhotos1732860000000 } from './migrations/1732860000000-released-photos.js';
import { HttpMediaOwners, MEDIA_OWNERS, NoMediaOwners, type MediaOwners } from './media/media-owners.js';
import { CreateVehiclesAndInquiries1732300000000 } from './migrations/1732300000000-create-vehicles-and-inquiries.js';
import { WriteLimits } from './limits/write-limits.js';
import { MyListingsController } from './queries/my-listings/my-listings.controller.js';
import { PageDataController } from './queries/page-data/page-data.controller.js';
import { AnswerCache } from './public-cache/answer-cache.js';
import { PriceGuidance1732720000000 } from './migrations/1732720000000-price-guidance.js';
import { PublicationsOnTheirColumns1732730000000 } from './migrations/1732730000000-publications-on-their-columns.js';
import { ListingLifecycle1732800000000 } from './migrations/1732800000000-listing-lifecycle.js';
import { PhotoAngles1732820000001 } from './migrations/1732820000001-photo-angles.js';
import { ListingFreshness1732830000000 } from './migrations/1732830000000-listing-freshness.js';
import { ConfirmStillAvailableController } from './commands/confirm-still-available/confirm-still-available.controller.js';
import { MarkSoldController } from './commands/mark-sold/mark-sold.controller.js';
import { RenewListingController } from './commands/renew-listing/renew-listing.controller.js';
import { EXPIRY_SCHEDULE, expirySchedule } from './freshness/expiry-schedule.js';
import { FreshnessStore } from './freshness/freshness.store.js';
import { ListingExpiry } from './freshness/listing-expiry.js';
import { RevisionChangedFields1732810000000 } from './migrations/1732810000000-revision-changed-fields.js';
import { DecideRevisionController } from './commands/decide-revision/decide-revision.controller.js';
import { RevisionsController } from './queries/revisions/revisions.controller.js';
import { RevisionsStore } from './revisions/revisions.store.js';
import { ListingTimelineController } from './queries/listing-timeline/listing-timeline.controller.js';
import { ListingTimelineStore } from './queries/listing-timeline/listing-timeline.store.js';
import { ModerationNotesAndListingEvents1732840000000 } from './migrations/1732840000000-moderation-notes-and-listing-events.js';
import { ResubmittedAt1732840000001 } from './migrations/1732840000001-resubmitted-at.js';
import { GUIDANCE_QUEUE, priceGuidanceQueue } from './price-guidance/guidance-queue.js';
import { PriceGuidanceService } from './price-guidance/price-guidance.service.js';
import { PriceGuidanceStore } from './price-guidance/price-guidance.store.js';
import { ListingChanges } from './public-cache/listing-changes.js';
import { ViewCounter } from './vehicles/view-counter.js';
import { SearchVehiclesController } from './queries/search-vehicles/search-vehicles.controller.js';
import { SearchService } from './search/search.service.js';
import { VehicleDetailController } from './queries/vehicle-detail/vehicle-detail.controller.js';
import { ListingWriter } from './vehicles/listing-writer.js';
import { VinDecodes1732850000000 } from './migrations/1732850000000-vin-decodes.js';
import { HttpVinDecoder, NoVinDecoder, VIN_DECODER, type VinDecoderClient } from './vin-decodes/vin-decoder-client.js';
import { VinDecodeWorker } from './vin-decodes/vin-decode-worker.js';
import { VinDecodesStore } from './vin-decodes/vin-decodes.store.js';
import { VehiclesStore } from './vehicles/vehicles.store.js';
import { SalesOutbox1732900000000 } from './migrations/1732900000000-sales-outbox.js';
import { SalesOutbox } from './sales/sales-outbox.js';
import { SalePendingAndSaleResults1733200000000 } from './migrations/1733200000000-sale-pending-and-sale-results.js';
import { ListingDailyCounts1733280000000 } from './migrations/1733280000000-listing-daily-counts.js';
import { DailyCountsStore } from './performance/daily-counts.store.js';
import { ImpressionCounter } from './performance/impression-counter.js';
import { ListingPerformance1733310000000 } from './migrations/1733310000000-listing-performance.js';
import { ExteriorColorFamily1733420000000 } from './migrations/1733420000000-exterior-color-family.js';
import { PerformanceStore } from './performance/performance.store.js';
import { SellerSummaries, SUMMARY_SCHEDULE, summarySchedule } from './performance/seller-summaries.js';
import { SummaryOptoutsStore } from './performance/summary-optouts.store.js';
import { ListingPerformanceController } from './queries/listing-performance/listing-performance.controller.js';
import { ListingPerformanceService } from './queries/listing-performance/listing-performance.service.js';
import { SummarySettingController } from './queries/summary-setting/summary-setting.controller.js';
import { ChangeSummarySettingController } from './commands/change-summary-setting/change-summary-setting.controller.js';
import { MarkSalePendingController } from './commands/mark-sale-pending/mark-sale-pending.controller.js';
import { RecordSaleController } from './commands/record-sale/record-sale.controller.js';
import { SoldResultsController } from './queries/sold-results/sold-results.controller.js';
import { ValueVehicleController } from './queries/value-vehicle/value-vehicle.controller.js';
import { ValueVehicleService } from './queries/value-vehicle/value-vehicle.service.js';
import { SaleResultsStore } from './sale-results/sale-results.store.js';

/** No TypeORM entities: every query is plain SQL over the columns named in vehicles/vehicle-columns.ts. */
const LISTINGS_ENTITIES: never[] = [];
const LISTINGS_MIGRATIONS = [CreateVehiclesAndInquiries1732300000000, InquirySender1732600000000, CreateNotificationOutbox1732600000000,
  PriceHistoryAndSavedSearches1732710000001, PublishNewGoodDeals1732710000002, PriceGuidance1732720000000,
  PublicationsOnTheirColumns1732730000000, ListingLifecycle1732800000000, PhotoAngles1732820000001, ListingFreshness1732830000000, RevisionChangedFields1732810000000, ModerationNotesAndListingEvents1732840000000, ResubmittedAt1732840000001, ReleasedPhotos1732860000000,
  VinDecodes1732850000000, SalesOutbox1732900000000, SalePendingAndSaleResults1733200000000, ListingDailyCounts1733280000000, ListingPerformance1733310000000,
  ExteriorColorFamily1733420000000];

export interface ListingsDeps {
  /** photo ownership checks; default: the media service at MEDIA_URL (or none when unset) */
  mediaOwners?: MediaOwners;
  /** VIN decodes for the "Verified from VIN" marks; default: enrichment at ENRICHMENT_URL (or none when unset) */
  vinDecoder?: VinDecoderClient;
}

@Module({})
export class ListingsModule {
  static register(env: ListingsEnv, logger: Logger, deps: ListingsDeps = {}): DynamicModule {
    const mediaOwners = deps.mediaOwners
      ?? (env.MEDIA_URL ? new HttpMediaOwners(env.MEDIA_URL, env.IDENTITY_SECRET, env.MEDIA_TIMEOUT_MS) : new NoMediaOwners());
    return {
      module: ListingsModule,
      imports: [ServiceKitModule.forRoot({
        env, logger, entities: LISTINGS_ENTITIES, migrations: LISTINGS_MIGRATIONS, poolSize: env.DB_POOL_SIZE,
      })],
      // order matters: the fixed paths under /api/vehicles/ come before /api/vehicles/:id, and those under
      // /internal/vehicles/ before /internal/vehicles/:id
      controllers: [
        BrowseListingsController, SearchVehiclesController, SoldResultsController, ValueVehicleController, MyListingsController, CreateListingController, EditListingController,
        DeleteListingController, SendInquiryController,
        ListVehiclesController, PriceStatsController, VehiclesByVinController, FullVehicleController, SetStatusController, SetFeaturedController,
        MarkSalePendingController, RecordSaleController,
        ListInquiriesController, HandleInquiryController, PhotoUsageController,
        ConfirmStillAvailableController, RenewListingController, MarkSoldController,
        VehicleDetailController, UserDataController, EraseUserController, PageDataController,
        SavedSearchesController, SaveSearchController, ChangeSavedSearchController, DeleteSavedSearchController,
        SavedVehiclesController, MergeSavedVehiclesController, SaveVehicleController, UnsaveVehicleController, UnsubscribeController,
        RevisionsController, DecideRevisionController,
        ListingTimelineController, ListingPerformanceController, SummarySettingController, ChangeSummarySettingController,
      ],
      providers: [
        ListingTimelineStore, NotificationOutbox, SalesOutbox, VehiclesStore, PhotoUsageStore, InquiriesStore, SearchService, ListingWriter, ListingChanges, AnswerCache, ViewCounter, ImpressionCounter, DailyCountsStore, WriteLimits,
        { provide: MEDIA_OWNERS, useValue: mediaOwners },
        { provide: VIN_DECODER, useValue: deps.vinDecoder ?? (env.ENRICHMENT_URL ? new HttpVinDecoder(env.ENRICHMENT_URL, env.IDENTITY_SECRET, env.ENRICHMENT_TIMEOUT_MS) : new NoVinDecoder()) },
        VinDecodesStore, VinDecodeWorker,
        SavedSearchesStore, SavedVehiclesStore, PriceHistoryStore, ListingAlerts, DailyDigests, AlertWorker, UnsubscribeService,
        RevisionsStore, PriceGuidanceStore, PriceGuidanceService, ValueVehicleService, VehicleLookupLimits, { provide: GUIDANCE_QUEUE, useFactory: () => priceGuidanceQueue(env, logger) },
        SaleResultsStore, FreshnessStore, ListingExpiry, { provide: EXPIRY_SCHEDULE, useFactory: () => expirySchedule(env, logger) },
        PerformanceStore, ListingPerformanceService, SummaryOptoutsStore, SellerSummaries, { provide: SUMMARY_SCHEDULE, useFactory: () => summarySchedule(env, logger) },
      ],
    };
  }
}
