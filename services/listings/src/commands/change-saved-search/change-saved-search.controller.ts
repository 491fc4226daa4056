import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ROUTES, UpdateSavedSearchSchema, type Identity, type SavedSearch } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import type { z } from 'zod';
import { SavedSearchesStore, savedSearchNotFound, toSavedSearch } from '../../saved-searches/saved-searches.store.js';
import { IdParamSchema, type IdParam } from '../../vehicles/access.js';

@Controller()
export class ChangeSavedSearchController {
  constructor(private readonly searches: SavedSearchesStore) {}

  /** Renames, pauses or resumes one of the caller's searches, or changes its alert frequency; another user's is 404. */
  @Patch(ROUTES.savedSearch)
  @RequireUser()
  async change(
    @Param({ schema: IdParamSchema }) { id }: IdParam,
    @Body({ schema: UpdateSavedSearchSchema }) body: z.output<typeof UpdateSavedSearchSchema>,
    @CurrentIdentity() identity: Identity,
  ): Promise<SavedSearch> {
    const row = await this.searches.update(identity.userId, id, body);
    if (!row) throw savedSearchNotFound();
    return toSavedSearch(row);
  }
}
