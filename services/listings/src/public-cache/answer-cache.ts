import { Injectable } from '@nestjs/common';
import { ListingChanges } from './listing-changes.js';

/** How long an anonymous answer may be served from memory, at most (changes drop it sooner). */
export const PUBLIC_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/**
 * Answers that anybody would get (anonymous search pages, landing strips, public listing rows), kept
 * in this process for a few seconds and dropped as soon as any listing changes (ListingChanges). Served
 * from memory they cost no query; after a change the next request reads the database again.
 */
@Injectable()
export class AnswerCache {
  private readonly entries = new Map<string, { at: number; value: unknown }>();
  hits = 0;
  misses = 0;

  constructor(changes: ListingChanges) {
    changes.onChange(() => this.entries.clear());
  }

  get<T>(key: string): T | undefined {
    const e = this.entries.get(key);
    if (!e || Date.now() - e.at > PUBLIC_CACHE_TTL_MS) {
      if (e) this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return e.value as T;
  }

  set(key: string, value: unknown): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: Date.now(), value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** The cached answer, or `load()`'s (cached when it is not undefined). */
  async through<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (value !== undefined && value !== null) this.set(key, value);
    return value;
  }
}
