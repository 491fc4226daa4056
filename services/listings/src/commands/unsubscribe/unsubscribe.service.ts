import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UnsubscribeResult } from '@rl/contracts';
import { SERVICE_ENV, ValidationFailed } from '@rl/service-kit';
import type { ListingsEnv } from '../../env.js';
import { UnsubscribeTokens } from '../../saved-searches/unsubscribe-tokens.js';
import { SavedSearchesStore } from '../../saved-searches/saved-searches.store.js';

const invalid = () => new ValidationFailed([{ field: 'token', message: 'This unsubscribe link is not valid (it may belong to a saved search that was deleted)' }]);

/**
 * An alert mail's unsubscribe link, used without a session: a saved search's token pauses that search (its
 * owner can resume it on the dashboard); a price-drop token turns the user's price-drop mails off; a weekly-summary token turns the seller's weekly summary off (on again under /account). Using a
 * link again answers the same.
 */
@Injectable()
export class UnsubscribeService {
  private readonly tokens: UnsubscribeTokens;
  private readonly optouts: string;
  private readonly summaryOptouts: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv, private readonly searches: SavedSearchesStore) {
    this.tokens = new UnsubscribeTokens(env.IDENTITY_SECRET);
    this.optouts = `"${env.DB_SCHEMA}"."price_drop_optouts"`;
    this.summaryOptouts = `"${env.DB_SCHEMA}"."seller_summary_optouts"`;
  }

  async unsubscribe(token: string): Promise<UnsubscribeResult> {
    const target = this.tokens.parse(token);
    if (!target) throw invalid();
    if (target.kind === 'saved-search') {
      const search = await this.searches.byId(target.searchId);
      if (!search || !this.tokens.verifySearch(target, search.tokenSalt)) throw invalid();
      await this.searches.pause(search.id);
      return { unsubscribed: 'saved-search', name: search.name };
    }
    if (target.kind === 'seller-summary') {
      if (!this.tokens.verifySellerSummary(target)) throw invalid();
      await this.db.query(`INSERT INTO ${this.summaryOptouts} ("user_id") VALUES ($1) ON CONFLICT DO NOTHING`, [target.userId]);
      return { unsubscribed: 'seller-summary' };
    }
    if (!this.tokens.verifyPriceDrops(target)) throw invalid();
    await this.db.query(`INSERT INTO ${this.optouts} ("user_id") VALUES ($1) ON CONFLICT DO NOTHING`, [target.userId]);
    return { unsubscribed: 'price-drops' };
  }
}
