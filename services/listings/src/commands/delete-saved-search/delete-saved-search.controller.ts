import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ROUTES, type Identity } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SavedSearchesStore, savedSearchNotFound } from '../../saved-searches/saved-searches.store.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';

@Controller()
export class DeleteSavedSearchController {
  constructor(private readonly searches: SavedSearchesStore) {}

  /** Deletes one of the caller's searches (its alerts stop). 204; another user's is 404. */
  @Delete(ROUTES.savedSearch)
  @RequireUser()
  @HttpCode(204)
  async remove(@Param({ schema: IdParamSchema }) { id }: IdParam, @CurrentIdentity() identity: Identity): Promise<void> {
    if (!(await this.searches.delete(identity.userId, id))) throw savedSearchNotFound();
  }
}
