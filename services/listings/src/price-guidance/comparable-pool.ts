import type { PricedListing } from './price-method.js';

/**
 * A group's comparable listings by model year, each year sorted by mileage (then id), so a car's nearest
 * comparables are found by a binary search per year instead of sorting the whole group for every car:
 * the nightly run stays linear in the size of a group rather than quadratic.
 */
export class ComparablePool {
  private readonly byYear = new Map<number, PricedListing[]>();
  private readonly ids = new Set<number>();
  /** a listing left out as a copy of another (same VIN) -> the one kept */
  private readonly copyOf = new Map<number, number>();

  /**
   * Identical listings count once: a listing with the VIN of one already kept, or without a VIN and with the
   * model year, trim, mileage and price of one already kept that has no VIN either, is a copy (the same car
   * listed twice, or a seller's duplicates), kept out of the pool.
   * The one kept: a recorded sale first (negative id), then the lowest id.
   */
  constructor(listings: readonly PricedListing[]) {
    const seen = new Map<string, number>();
    for (const l of [...listings].sort((a, b) => a.id - b.id)) {
      const keys = identityKeys(l);
      const kept = keys.map((k) => seen.get(k)).find((id) => id !== undefined);
      if (kept !== undefined) {
        this.copyOf.set(l.id, kept);
        continue;
      }
      for (const k of keys) seen.set(k, l.id);
      this.ids.add(l.id);
      const list = this.byYear.get(l.year) ?? [];
      list.push(l);
      this.byYear.set(l.year, list);
    }
    for (const list of this.byYear.values()) list.sort((a, b) => a.mileage - b.mileage || a.id - b.id);
  }

  /** The pool's listing that is `car` (itself, or the one kept when the car is a copy), if any. */
  private selfId(car: PricedListing): number | undefined {
    if (this.ids.has(car.id)) return car.id;
    const kept = this.copyOf.get(car.id);
    if (kept !== undefined) return kept;
    // a car outside the pool (not comparable itself, e.g. pending) is left out of it only by its VIN (a car without one,
    // such as a valuation's, may well have the mileage and price of a listing without being it)
    const vin = identityKeys(car).find((k) => k.startsWith('vin:'));
    return vin === undefined ? undefined : (this.byYear.get(car.year) ?? []).find((l) => identityKeys(l).includes(vin))?.id;
  }

  /** Comparables of `car` in model year `year` (the car itself, and a listing identical to it, left out). */
  count(year: number, car: PricedListing): number {
    const n = this.byYear.get(year)?.length ?? 0;
    return car.year === year && this.selfId(car) !== undefined ? n - 1 : n;
  }

  /**
   * The `k` listings of model year `year` nearest to the car's mileage, plus any tied with the farthest of
   * them (so the caller's final ordering by distance and id is exact).
   */
  nearestInYear(year: number, car: PricedListing, k: number): PricedListing[] {
    const list = this.byYear.get(year);
    if (!list || k <= 0) return [];
    const dist = (l: PricedListing) => Math.abs(l.mileage - car.mileage);
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (list[mid]!.mileage < car.mileage) lo = mid + 1;
      else hi = mid;
    }
    let left = lo - 1;
    let right = lo;
    const out: PricedListing[] = [];
    const self = this.selfId(car);
    const take = (l: PricedListing) => {
      if (l.id !== car.id && l.id !== self) out.push(l);
    };
    while (out.length < k && (left >= 0 || right < list.length)) {
      if (right >= list.length || (left >= 0 && dist(list[left]!) <= dist(list[right]!))) take(list[left--]!);
      else take(list[right++]!);
    }
    if (out.length === 0) return out;
    const farthest = Math.max(...out.map(dist));
    while (left >= 0 && dist(list[left]!) === farthest) take(list[left--]!);
    while (right < list.length && dist(list[right]!) === farthest) take(list[right++]!);
    return out;
  }
}

/**
 * What makes two listings of a make and model the same car: its VIN; without one, the model year, trim
 * (case and spaces aside), mileage and price all equal (two cars alike in all four are far likelier one car
 * listed twice than two). A recorded sale is one of its own: each row of sale_results is a car sold once
 * through the platform (its listing left out of the pool), never a seller's duplicate.
 */
function identityKeys(l: PricedListing): string[] {
  const vin = l.vin?.trim().toUpperCase();
  if (vin) return [`vin:${vin}`];
  if (l.sale) return [];
  return [`car:${l.year}|${(l.trim ?? '').trim().toLowerCase().replace(/\s+/g, ' ')}|${l.mileage}|${l.price}`];
}
