import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { ServiceKitModule } from '@rl/service-kit';
import { AutomatedChecks } from './checks/automated-checks.js';
import { VinDecoder } from './checks/vin-decoder.js';
import { PhotoChecksClient } from './checks/photo-checks.client.js';
import { ChangeStatusController } from './commands/change-status/change-status.controller.js';
import { ChangeStatusService } from './commands/change-status/change-status.service.js';
import { DecisionDelivery } from './decisions/decision-delivery.js';
import { HandleInquiryController } from './commands/handle-inquiry/handle-inquiry.controller.js';
import { SetFeaturedController } from './commands/set-featured/set-featured.controller.js';
import { DecisionStore } from './decisions/decision-store.js';
import { DecisionEntity } from './decisions/decision.entity.js';
import type { ModerationEnv } from './env.js';
import { ListingsClient } from './listings/listings.client.js';
import { CreateDecisions1732300000000 } from './migrations/1732300000000-create-decisions.js';
import { LifecycleStatuses1732800000000 } from './migrations/1732800000000-lifecycle-statuses.js';
import { RevisionDecisions1732810000000 } from './migrations/1732810000000-revision-decisions.js';
import { DecisionStaffAction1733400000000 } from './migrations/1733400000000-decision-staff-action.js';
import { DecideRevisionController } from './commands/decide-revision/decide-revision.controller.js';
import { DecideRevisionService } from './commands/decide-revision/decide-revision.service.js';
import { PendingRevisionsController } from './queries/pending-revisions/pending-revisions.controller.js';
import { RevisionDelivery } from './revisions/revision-delivery.js';
import { OutboxRetrier } from './outbox/outbox-retrier.js';
import { HistoryController } from './queries/history/history.controller.js';
import { InquiriesController } from './queries/inquiries/inquiries.controller.js';
import { ListVehiclesController } from './queries/list-vehicles/list-vehicles.controller.js';
import { PendingController } from './queries/pending/pending.controller.js';
import { PendingQueue } from './queries/pending/pending-queue.js';
import { StatsController } from './queries/stats/stats.controller.js';
import { TimelineController } from './queries/timeline/timeline.controller.js';
import { MODERATION_ENV } from './tokens.js';
import { CreateStaffActionOutbox1733300000100, StaffActionOutbox } from '@rl/service-kit';

const MODERATION_ENTITIES = [DecisionEntity];
const MODERATION_MIGRATIONS = [CreateDecisions1732300000000, LifecycleStatuses1732800000000, RevisionDecisions1732810000000, CreateStaffActionOutbox1733300000100, DecisionStaffAction1733400000000];

@Module({})
export class ModerationModule {
  static register(env: ModerationEnv, logger: Logger): DynamicModule {
    return {
      module: ModerationModule,
      imports: [
        ServiceKitModule.forRoot({ env, logger, entities: MODERATION_ENTITIES, migrations: MODERATION_MIGRATIONS }),
        TypeOrmModule.forFeature([DecisionEntity]),
      ],
      controllers: [
        // GET /api/admin/vehicles/pending is declared before the :id routes of the same prefix
        PendingController, ListVehiclesController, StatsController, HistoryController, TimelineController, ChangeStatusController,
        SetFeaturedController, InquiriesController, HandleInquiryController, PendingRevisionsController, DecideRevisionController,
      ],
      providers: [
        { provide: MODERATION_ENV, useValue: env },
        { provide: ListingsClient, useFactory: () => new ListingsClient(env.LISTINGS_URL, env.IDENTITY_SECRET, env.LISTINGS_TIMEOUT_MS) },
        { provide: VinDecoder, useFactory: () => new VinDecoder(env.ENRICHMENT_URL, env.IDENTITY_SECRET, env.ENRICHMENT_TIMEOUT_MS) },
        { provide: PhotoChecksClient, useFactory: () => new PhotoChecksClient(env.MEDIA_URL, env.IDENTITY_SECRET, env.MEDIA_TIMEOUT_MS) },
        DecisionStore, DecisionDelivery, ChangeStatusService, OutboxRetrier, RevisionDelivery, DecideRevisionService, AutomatedChecks, PendingQueue,
        StaffActionOutbox,
      ],
    };
  }
}
