import type { PricedListing } from './price-method.js';

/**
 * A group's comparable listings by model year, each year sorted by mileage (then id), so a car's nearest
 * comparables are found by a binary search per year instead of sorting the whole group for every car:
 * the nightly run stays linear in the size of a group rather than quadratic.
 */
export class ComparablePool {
  private readonly byYear = new Map<number, PricedListing[]>();
  private readonly ids = new Set<number>();

  constructor(listings: readonly PricedListing[]) {
    for (const l of listings) {
      this.ids.add(l.id);
      const list = this.byYear.get(l.year) ?? [];
      list.push(l);
      this.byYear.set(l.year, list);
    }
    for (const list of this.byYear.values()) list.sort((a, b) => a.mileage - b.mileage || a.id - b.id);
  }

  /** Comparables of `car` in model year `year` (the car itself left out). */
  count(year: number, car: PricedListing): number {
    const n = this.byYear.get(year)?.length ?? 0;
    return car.year === year && this.ids.has(car.id) ? n - 1 : n;
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
    const take = (l: PricedListing) => {
      if (l.id !== car.id) out.push(l);
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
