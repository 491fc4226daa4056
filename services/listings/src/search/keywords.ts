/**
 * Keyword search: PostgreSQL full-text search (english configuration) over make, model, trim,
 * features and description, tolerant of small typos.
 *
 * Each word of the query must match (AND). A word that matches nothing on its own (no approved listing
 * contains it, and it is not a known make/model/trim word) is widened with its closest known
 * make/model/trim words by pg_trgm similarity (OR): 'porshe' -> porshe | porsche, 'mercedez' ->
 * mercedez | mercedes. The vocabulary (search_terms) is maintained by triggers on the vehicles table
 * and has a trigram GIN index. Word resolutions are cached for a minute.
 */
import type { Queryable } from '../db/queryable.js';

export interface KeywordPlan {
  /** for each query word, the words that satisfy it (the word first, then corrections): AND of ORs */
  words: string[][];
  /**
   * approved listings matching the rarest query word (planner estimate per word, which is good for one
   * word): an upper bound of the matches of the whole query, and close to it for correlated words
   */
  matchEstimate: number;
}

/** The tsquery of a plan as SQL; `p` adds a parameter and returns its placeholder. */
export function tsquerySql(plan: KeywordPlan, p: (v: unknown) => string): string {
  return plan.words
    .map((alts) => `(${alts.map((w) => `to_tsquery('english'::regconfig, ${p(w)}::text)`).join(' || ')})`)
    .join(' && ');
}

export interface KeywordTables {
  vehicles: string;
  terms: string;
  /** quoted schema of the pg_trgm extension */
  trgm: string;
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
const MAX_CORRECTIONS = 3;

/** Lower-cased words of letters and digits (the only characters that reach SQL). */
function keywordWords(query: string): string[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && w.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

interface Resolved {
  /** null: the word has no lexeme (a stop word such as 'the') and is ignored */
  alternatives: string[] | null;
  /** approved listings matching any alternative (planner estimate) */
  matches: number;
  at: number;
}

export class KeywordResolver {
  private readonly cache = new Map<string, Resolved>();

  constructor(
    private readonly db: Queryable,
    private readonly tables: KeywordTables,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5_000,
  ) {}

  /** The plan for a query, or null when no word is left (empty, punctuation or stop words only). */
  async plan(query: string | undefined): Promise<KeywordPlan | null> {
    if (!query) return null;
    const words = keywordWords(query);
    if (words.length === 0) return null;
    const now = Date.now();
    const missing = words.filter((w) => {
      const hit = this.cache.get(w);
      return !hit || now - hit.at > this.ttlMs;
    });
    if (missing.length > 0) await this.resolve(missing, now);
    const resolved = words.map((w) => this.cache.get(w)).filter((r): r is Resolved => !!r && r.alternatives !== null);
    if (resolved.length === 0) return null;
    return { words: resolved.map((r) => r.alternatives!), matchEstimate: Math.min(...resolved.map((r) => r.matches)) };
  }

  private async estimateMatches(alternatives: string[]): Promise<number> {
    const params: unknown[] = [];
    const tsq = tsquerySql({ words: [alternatives], matchEstimate: 0 }, (v) => `$${params.push(v)}`);
    const rows = await this.db.query(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${this.tables.vehicles} v WHERE v."status" = 'approved' AND v."search_vector" @@ (${tsq})`,
      params,
    );
    const plan = rows[0]?.['QUERY PLAN'];
    const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
    const n = Number(parsed?.[0]?.Plan?.['Plan Rows']);
    return Number.isFinite(n) ? n : 0;
  }

  /** Whether any approved listing contains the word (a constant query, so common words stop at the first row). */
  private async hasHits(word: string): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM ${this.tables.vehicles} v WHERE v."status" = 'approved'
         AND v."search_vector" @@ to_tsquery('english'::regconfig, $1::text)) AS hit`,
      [word],
    );
    return rows[0]?.hit === true;
  }

  private async resolve(words: string[], now: number): Promise<void> {
    const { terms, trgm } = this.tables;
    const found: { word: string; has_lexeme: boolean; known: boolean }[] = await this.db.query(
      `SELECT w.word,
        numnode(to_tsquery('english'::regconfig, w.word)) > 0 AS has_lexeme,
        EXISTS (SELECT 1 FROM ${terms} t WHERE t."term" = w.word) AS known
      FROM unnest($1::text[]) AS w(word)`,
      [words],
    );
    const rows: { word: string; has_lexeme: boolean; has_hits: boolean }[] = [];
    for (const r of found) {
      // known make/model/trim words and stop words need no check
      rows.push({ ...r, has_hits: !r.has_lexeme || r.known || (await this.hasHits(r.word)) });
    }
    const unmatched = rows.filter((r) => r.has_lexeme && !r.has_hits).map((r) => r.word);
    const similar = new Map<string, string[]>();
    if (unmatched.length > 0) {
      const found: { word: string; similar: string[] }[] = await this.db.query(
        `SELECT w.word, ARRAY(
            SELECT t."term" FROM ${terms} t
            WHERE t."term" OPERATOR(${trgm}.%) w.word AND t."term" <> w.word
            ORDER BY ${trgm}.similarity(t."term", w.word) DESC, t."term"
            LIMIT ${MAX_CORRECTIONS}
          ) AS similar
        FROM unnest($1::text[]) AS w(word)`,
        [unmatched],
      );
      for (const f of found) similar.set(f.word, f.similar ?? []);
    }
    if (this.cache.size + rows.length > this.maxEntries) {
      // drop the oldest entries (Map keeps insertion order)
      for (const k of [...this.cache.keys()].slice(0, Math.max(rows.length, Math.floor(this.maxEntries / 4)))) this.cache.delete(k);
    }
    for (const r of rows) {
      this.cache.delete(r.word);
      const alternatives = r.has_lexeme ? [r.word, ...(similar.get(r.word) ?? [])] : null;
      const matches = alternatives ? await this.estimateMatches(alternatives) : 0;
      this.cache.set(r.word, { alternatives, matches, at: now });
    }
  }
}
