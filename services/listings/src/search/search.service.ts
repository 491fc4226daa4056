import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { unknownZipNotice, type SearchFilters } from '@rl/contracts';
import { ReadReplica, SERVICE_ENV, ValidationFailed } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { KeywordResolver } from './keywords.js';
import type { Queryable } from '../db/queryable.js';
import { SearchEngine, SearchParamError, type SearchResult } from './search-sql.js';

/** The public search (GET /api/vehicles/search). */
@Injectable()
export class SearchService implements OnModuleInit {
  /** saved-search matching, on the primary (it runs right after the change it matches) */
  private engine!: SearchEngine;
  /** the public search, on the read replica when there is a usable one */
  private publicEngine!: SearchEngine;
  private readonly vehicles: string;

  constructor(private readonly db: DataSource, private readonly replica: ReadReplica, @Inject(SERVICE_ENV) private readonly env: ListingsEnv) {
    this.vehicles = `"${env.DB_SCHEMA}"."vehicles"`;
  }

  async onModuleInit(): Promise<void> {
    // pg_trgm's functions and operators are called schema-qualified, wherever the extension lives
    const rows: { nspname: string }[] = await this.db.query(
      `SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
    );
    const trgm = `"${(rows[0]?.nspname ?? 'public').replace(/"/g, '""')}"`;
    const engine = (db: Queryable) => {
      const keywords = new KeywordResolver(db, { vehicles: this.vehicles, terms: `"${this.env.DB_SCHEMA}"."search_terms"`, trgm });
      return new SearchEngine(db, { vehicles: this.vehicles }, keywords, this.env.SEARCH_EXACT_COUNT_CAP);
    };
    this.engine = engine(this.db);
    this.publicEngine = engine(this.replica);
  }

  /**
   * Which saved searches (by key) include a listing (saved-search alerts): the same filter SQL as the public
   * search, many searches per statement.
   */
  matching(searches: readonly { key: number; filters: SearchFilters }[], vehicleId: number): Promise<number[]> {
    return this.engine.matching(searches, vehicleId);
  }

  async search(filters: SearchFilters): Promise<SearchResult & { notice?: string }> {
    try {
      return await this.publicEngine.search(filters);
    } catch (err) {
      // a well-formed ZIP that the offline database does not know: nothing near it, said plainly
      if (err instanceof SearchParamError && err.field === 'zipCode' && filters.zipCode) {
        return { vehicles: [], total: 0, notice: unknownZipNotice(filters.zipCode) };
      }
      if (err instanceof SearchParamError) throw new ValidationFailed([{ field: err.field, message: err.message }]);
      throw err;
    }
  }
}
