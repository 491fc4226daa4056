import { Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from 'pino';
import { CreateNotificationOutbox1732600000000, NotificationOutbox, ServiceKitModule } from '@rl/service-kit';
import { BrowseController } from './browse/browse.controller.js';
import { ContactController } from './contact/contact.controller.js';
import { CreateListingController } from './create-listing/create-listing.controller.js';
import { DeleteListingController } from './delete-listing/delete-listing.controller.js';
import { EditListingController } from './edit-listing/edit-listing.controller.js';
import type { ListingsEnv } from './env.js';
import { InquiriesStore } from './inquiries/inquiries.store.js';
import { EraseUserController } from './commands/erase-user/erase-user.controller.js';
import { InquirySender1732600000000 } from './migrations/1732600000000-inquiry-sender-and-outbox.js';
import { UserDataController } from './queries/user-data/user-data.controller.js';
import { InternalInquiriesController } from './internal/internal-inquiries.controller.js';
import { InternalVehiclesController } from './internal/internal-vehicles.controller.js';
import { HttpMediaOwners, MEDIA_OWNERS, NoMediaOwners, type MediaOwners } from './media/media-owners.js';
import { CreateVehiclesAndInquiries1732300000000 } from './migrations/1732300000000-create-vehicles-and-inquiries.js';
import { WriteLimits } from './limits/write-limits.js';
import { MyListingsController } from './my-listings/my-listings.controller.js';
import { AnswerCache } from './public-cache/answer-cache.js';
import { ListingChanges } from './public-cache/listing-changes.js';
import { ViewCounter } from './public-cache/view-counter.js';
import { SearchController } from './search/search.controller.js';
import { SearchService } from './search/search.service.js';
import { VehicleDetailController } from './vehicle-detail/vehicle-detail.controller.js';
import { VehicleEntity } from './vehicles/vehicle.entity.js';
import { ListingWriter } from './vehicles/listing-writer.js';
import { VehiclesStore } from './vehicles/vehicles.store.js';

export const LISTINGS_ENTITIES = [VehicleEntity];
export const LISTINGS_MIGRATIONS = [CreateVehiclesAndInquiries1732300000000, InquirySender1732600000000, CreateNotificationOutbox1732600000000];

export interface ListingsDeps {
  /** photo ownership checks; default: the media service at MEDIA_URL (or none when unset) */
  mediaOwners?: MediaOwners;
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
      // order matters: the fixed paths under /api/vehicles/ come before /api/vehicles/:id
      controllers: [
        BrowseController, SearchController, MyListingsController, CreateListingController, EditListingController,
        DeleteListingController, ContactController, InternalVehiclesController, InternalInquiriesController,
        VehicleDetailController, UserDataController, EraseUserController,
      ],
      providers: [
        NotificationOutbox, VehiclesStore, InquiriesStore, SearchService, ListingWriter, ListingChanges, AnswerCache, ViewCounter, WriteLimits,
        { provide: MEDIA_OWNERS, useValue: mediaOwners },
      ],
    };
  }
}
