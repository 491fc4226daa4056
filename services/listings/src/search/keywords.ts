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
import type { Queryable } from './search-sql.js';

/** For each query word, the tsquery words that satisfy it (the word first, then corrections). */
export type KeywordPlan = string[][];

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
export function keywordWords(query: string): string[] {
  const words = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && w.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

interface Resolved {
  /** null: the word has no lexeme (a stop word such as 'the') and is ignored */
  alternatives: string[] | null;
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
    const plan = words.map((w) => this.cache.get(w)?.alternatives ?? null).filter((a): a is string[] => a !== null);
    return plan.length > 0 ? plan : null;
  }

  /** One statement for all unresolved words. */
  private async resolve(words: string[], now: number): Promise<void> {
    const { vehicles, terms, trgm } = this.tables;
    const rows: { word: string; has_lexeme: boolean; has_hits: boolean; similar: string[] | null }[] = await this.db.query(
      `SELECT w.word,
        numnode(to_tsquery('english'::regconfig, w.word)) > 0 AS has_lexeme,
        CASE
          WHEN numnode(to_tsquery('english'::regconfig, w.word)) = 0 THEN true
          WHEN EXISTS (SELECT 1 FROM ${terms} t WHERE t."term" = w.word) THEN true
          ELSE EXISTS (SELECT 1 FROM ${vehicles} v WHERE v."status" = 'approved' AND v."search_vector" @@ to_tsquery('english'::regconfig, w.word))
        END AS has_hits,
        NULL::text[] AS similar
      FROM unnest($1::text[]) AS w(word)`,
      [words],
    );
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
      this.cache.set(r.word, { alternatives, at: now });
    }
  }
}
