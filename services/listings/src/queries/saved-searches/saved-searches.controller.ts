import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type SavedSearchList } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SavedSearchesStore, toSavedSearch } from '../../saved-searches/saved-searches.store.js';

@Controller()
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesStore) {}

  /** The caller's saved searches, newest first. */
  @Get(ROUTES.savedSearches)
  @RequireUser()
  @Header('Cache-Control', 'no-store')
  async list(@CurrentIdentity() identity: Identity): Promise<SavedSearchList> {
    return { savedSearches: (await this.searches.ofUser(identity.userId)).map(toSavedSearch) };
  }
}
