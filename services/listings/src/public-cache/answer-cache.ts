import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { ListingChanges } from './listing-changes.js';

const MAX_ENTRIES = 5_000;
/** How long past its TTL an answer is still served while it is being read again. */
const STALE_GRACE_MS = 2_000;
/**
 * Each answer is read again ahead of its TTL, at a random point in the last quarter of it: answers read
 * together (a page of listings opened at once, a process start) are then refreshed spread over seconds, not
 * in one burst of reads that delayed every request served meanwhile (bench/detail).
 */
export const REFRESH_AHEAD_SHARE = 0.25;

/**
 * Answers that anybody would get (anonymous search pages, landing strips, public listing rows), kept
 * in this process for PUBLIC_CACHE_TTL_MS (10 s) at most and dropped as soon as any listing changes
 * (ListingChanges). Served from memory they cost no query; after a change the next request reads the
 * database again. Per process rather than in Redis: a hit costs no network round trip, and the
 * invalidation (pub/sub) reaches every replica as fast as a shared entry would have been deleted.
 */
@Injectable()
export class AnswerCache {
  private readonly entries = new Map<string, { at: number; refreshAfter: number; value: unknown }>();
  /** Loads under way, shared by every request for the same key (one query however many ask at once). */
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Grows on every change: a load that began before a change is answered but not kept. */
  private generation = 0;
  hits = 0;
  misses = 0;

  private readonly ttlMs: number;

  constructor(changes: ListingChanges, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.ttlMs = env.PUBLIC_CACHE_TTL_MS;
    changes.onChange(() => {
      this.generation++;
      this.entries.clear();
      this.loading.clear();
    });
  }

  /**
   * The cached answer, or undefined when there is none to serve. From a random point in the last quarter of
   * its TTL, and for STALE_GRACE_MS past it, the answer is served while `load` reads it again (once, in the
   * background): no request of a busy page waits for the database, and the answer is never older than the
   * TTL plus one reload.
   * A change still drops every entry at once.
   */
  peek<T>(key: string, load: () => Promise<T>): T | undefined {
    const e = this.entries.get(key);
    const age = e ? Date.now() - e.at : Infinity;
    if (e && age <= this.ttlMs + STALE_GRACE_MS) {
      if (age > e.refreshAfter) void this.load(key, load).catch(() => undefined);
      this.hits++;
      return e.value as T;
    }
    if (e) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  private set(key: string, value: unknown): void {
    if (this.ttlMs === 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: Date.now(), refreshAfter: this.ttlMs * (1 - REFRESH_AHEAD_SHARE * Math.random()), value });
  }

  /** Replaces a cached answer by `change(answer)`, keeping its age (its TTL still counts from when it was read). */
  patch<T>(key: string, change: (value: T) => T): void {
    const e = this.entries.get(key);
    if (e) e.value = change(e.value as T);
  }

  /** The cached answer (see peek), or `load()`'s (cached when it is neither null nor undefined). */
  through<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.peek(key, load);
    return hit !== undefined ? Promise.resolve(hit) : this.load(key, load);
  }

  /** One load per key at a time, shared by everyone who asks meanwhile. */
  private load<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const generation = this.generation;
    const loaded = load().then((value) => {
      if (value !== undefined && value !== null && generation === this.generation) this.set(key, value);
      return value;
    }).finally(() => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    });
    this.loading.set(key, loaded);
    return loaded;
  }
}
