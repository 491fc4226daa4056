import { Module, type DynamicModule } from '@nestjs/common';
import { VIEWING_CONTROLLERS, VIEWING_MIGRATIONS, VIEWING_PROVIDERS } from './viewings-module.js';
import type { Logger } from 'pino';
import { CreateNotificationOutbox1732600000000, NotificationOutbox, ServiceKitModule } from '@rl/service-kit';
import { Assignment } from './assignment/assignment.service.js';
import { AssignmentSweep } from './assignment/assignment-sweep.js';
import { AnswerLeadController } from './commands/answer-lead/answer-lead.controller.js';
import { AnswerLeadService } from './commands/answer-lead/answer-lead.service.js';
import { BuyerReplyController } from './commands/buyer-reply/buyer-reply.controller.js';
import { ReassignController } from './commands/reassign/reassign.controller.js';
import { Reassign } from './commands/reassign/reassign.service.js';
import { DeskAssignmentsController } from './queries/desk-assignments/desk-assignments.controller.js';
import { MessageSellerController } from './commands/message-seller/message-seller.controller.js';
import { SellerAnswerController } from './commands/seller-answer/seller-answer.controller.js';
import { SellerThreadsController } from './queries/seller-threads/seller-threads.controller.js';
import { SellerThreads } from './seller-channel/seller-threads.js';
import { SellerChannel1733000000000 } from './migrations/1733000000000-seller-channel.js';
import { AddNoteController } from './commands/add-note/add-note.controller.js';
import { LeadNotes1733000000001 } from './migrations/1733000000001-lead-notes.js';
import { TakeLeadController } from './commands/take-lead/take-lead.controller.js';
import { OverdueSweep } from './response-time/overdue-sweep.js';
import { OverdueMail1733000000002 } from './migrations/1733000000002-overdue-mail.js';
import { UserDataController } from './queries/user-data/user-data.controller.js';
import { EraseUserController } from './commands/erase-user/erase-user.controller.js';
import { UserConversations } from './data-rights/user-conversations.js';
import { UnreadController } from './queries/unread/unread.controller.js';
import { BuyerRead1733000000003 } from './migrations/1733000000003-buyer-read.js';
import { TakeEventController } from './commands/take-event/take-event.controller.js';
import { TakeEventService } from './commands/take-event/take-event.service.js';
import type { SalesEnv } from './env.js';
import { LeadsStore } from './leads/leads.store.js';
import { InboundSmtp } from './inbound-mail/inbound-smtp.js';
import { StoreReply } from './inbound-mail/store-reply.js';
import { CreateLeads1732900000000 } from './migrations/1732900000000-create-leads.js';
import { InboundMail1732900000001 } from './migrations/1732900000001-inbound-mail.js';
import { FirstResponseDue1732900000002 } from './migrations/1732900000002-first-response-due.js';
import { ResponsePromise } from './response-time/response-promise.js';
import { SalesMetrics } from './observability/sales-metrics.js';
import { ConversationController } from './queries/conversation/conversation.controller.js';
import { DeskLeadController } from './queries/desk-lead/desk-lead.controller.js';
import { DeskLeadsController } from './queries/desk-leads/desk-leads.controller.js';
import { MyMessagesController } from './queries/my-messages/my-messages.controller.js';
import { SellerAssociatesController } from './queries/seller-associates/seller-associates.controller.js';
import { LiveHub } from './live/live-hub.js';
import { LiveStreamsController } from './queries/live-streams/live-streams.controller.js';
import { StaffDirectory } from './staff/staff-directory.js';
import { BuyerThreads } from './threads/buyer-threads.js';
import { ThreadTokens } from './threads/thread-tokens.js';
import { SALES_ENV } from './tokens.js';
import { Pipeline1733100000000 } from './migrations/1733100000000-pipeline.js';
import { TeamWeekly1733100000200 } from './migrations/1733100000200-team-weekly.js';
import { AssociateStageIndex1733300000200 } from './migrations/1733300000200-associate-stage-index.js';
import { ListingsClient } from './listings/listings-client.js';
import { PipelineStore } from './pipeline/pipeline.store.js';
import { OffersService } from './pipeline/offers.service.js';
import { SaleService } from './pipeline/sale.service.js';
import { OfferExpiry } from './pipeline/offer-expiry.js';
import { MoveStageController } from './commands/move-stage/move-stage.controller.js';
import { RecordOfferController } from './commands/record-offer/record-offer.controller.js';
import { OfferActionController } from './commands/offer-action/offer-action.controller.js';
import { LinkAnswerOfferController, SellerAnswerOfferController } from './commands/answer-offer/answer-offer.controller.js';
import { SetMinimumPriceController } from './commands/set-minimum-price/set-minimum-price.controller.js';
import { RecordDepositController } from './commands/record-deposit/record-deposit.controller.js';
import { RecordSaleController } from './commands/record-sale/record-sale.controller.js';
import { DeskBoardController } from './queries/desk-board/desk-board.controller.js';
import { LeadPipelineController } from './queries/lead-pipeline/lead-pipeline.controller.js';
import { SellerOffersController } from './queries/seller-offers/seller-offers.controller.js';
import { TeamStatsController } from './queries/team-stats/team-stats.controller.js';
import { SellerPipelineController } from './queries/seller-pipeline/seller-pipeline.controller.js';
import { OfferLinkController } from './queries/offer-link/offer-link.controller.js';
import { StopSuggestionsController } from './commands/stop-suggestions/stop-suggestions.controller.js';

import { CreateStaffActionOutbox1733300000100, StaffActionOutbox } from '@rl/service-kit';
/** No TypeORM entities: every query is plain SQL (leads/leads.store.ts). */
const SALES_ENTITIES: never[] = [];
const SALES_MIGRATIONS = [CreateLeads1732900000000, CreateNotificationOutbox1732600000000, InboundMail1732900000001, FirstResponseDue1732900000002, SellerChannel1733000000000, LeadNotes1733000000001, OverdueMail1733000000002, BuyerRead1733000000003, Pipeline1733100000000, TeamWeekly1733100000200, CreateStaffActionOutbox1733300000100, AssociateStageIndex1733300000200];

export interface SalesDeps {
  /** the staff directory; default: auth at AUTH_URL */
  staff?: StaffDirectory;
  /** listings (sale pending, the sale, similar cars); default: listings at LISTINGS_URL */
  listings?: ListingsClient;
}

@Module({})
export class SalesModule {
  static register(env: SalesEnv, logger: Logger, deps: SalesDeps = {}): DynamicModule {
    return {
      module: SalesModule,
      imports: [ServiceKitModule.forRoot({ env, logger, entities: SALES_ENTITIES, migrations: [...SALES_MIGRATIONS, ...VIEWING_MIGRATIONS] })],
      // the event streams and the unread count first: /api/messages/events and /unread before /api/messages/:id
      controllers: [
        ...VIEWING_CONTROLLERS,
        LiveStreamsController, UnreadController, TakeEventController, DeskLeadsController, DeskLeadController, AnswerLeadController,
        MyMessagesController, ConversationController, BuyerReplyController, SellerAssociatesController,
        ReassignController, DeskAssignmentsController, MessageSellerController, SellerThreadsController, SellerAnswerController, AddNoteController, TakeLeadController, UserDataController, EraseUserController,
        // the pipeline: stages, offers, deposit and sale, the board and the lead's timeline
        DeskBoardController, LeadPipelineController, MoveStageController, RecordOfferController, OfferActionController, RecordDepositController,
        RecordSaleController, SellerOffersController, TeamStatsController, SellerPipelineController, SellerAnswerOfferController, SetMinimumPriceController, OfferLinkController, LinkAnswerOfferController, StopSuggestionsController,
      ],
      providers: [
        ...VIEWING_PROVIDERS,
        { provide: SALES_ENV, useValue: env },
        deps.staff ? { provide: StaffDirectory, useValue: deps.staff } : StaffDirectory,
        LeadsStore, Assignment, AssignmentSweep, TakeEventService, AnswerLeadService, BuyerThreads, ThreadTokens,
        SalesMetrics, NotificationOutbox, StoreReply, InboundSmtp, LiveHub, ResponsePromise, Reassign, SellerThreads, OverdueSweep, UserConversations,
        deps.listings ? { provide: ListingsClient, useValue: deps.listings } : ListingsClient,
        PipelineStore, OffersService, SaleService, OfferExpiry,
        StaffActionOutbox,
      ],
    };
  }
}
