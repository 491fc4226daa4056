import { Body, Controller, Post, Res } from '@nestjs/common';
import { ROUTES, CreateSavedSearchSchema, type Identity, type SavedSearch } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import type { Response } from 'express';
import type { z } from 'zod';
import { SavedSearchesStore, toSavedSearch } from '../../saved-searches/saved-searches.store.js';

@Controller()
export class SaveSearchController {
  constructor(private readonly searches: SavedSearchesStore) {}

  /**
   * Saves the current search: its filters (validated with the search's own schema, so a bad one is a 400
   * naming `filters.<param>`), a name and the alert frequency. 201; 409 past SAVED_SEARCH_LIMITS.perUser.
   * The same search saved again answers 200 with the saved search the user already has (no second one).
   */
  @Post(ROUTES.savedSearches)
  @RequireUser()
  async create(
    @Body({ schema: CreateSavedSearchSchema }) body: z.output<typeof CreateSavedSearchSchema>,
    @CurrentIdentity() identity: Identity,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SavedSearch> {
    const saved = await this.searches.create(identity.userId, body.name, body.filters, body.frequency);
    if (saved.existing) res.status(200);
    return toSavedSearch(saved);
  }
}
