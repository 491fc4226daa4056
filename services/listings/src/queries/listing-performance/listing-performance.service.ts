import { Injectable } from '@nestjs/common';
import {
  PERFORMANCE, PERFORMANCE_METRICS, missingAngles, performanceDays, reasonText,
  type Identity, type ListingPerformance, type PerformanceFigures, type PerformanceReason,
} from '@rl/contracts';
import { ownListing } from '../../freshness/owner-moves.js';
import { PerformanceStore } from '../../performance/performance.store.js';
import { PriceGuidanceStore } from '../../price-guidance/price-guidance.store.js';
import type { VehicleRow } from '../../vehicles/vehicle-columns.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';

/** Fewer comparable live listings than this: no medians are shown (a median of two cars says little). */
export const MIN_PEERS = 3;

/** One listing's last PERFORMANCE.days days for its seller, beside the medians of its make + model group. */
@Injectable()
export class ListingPerformanceService {
  constructor(private readonly vehicles: VehiclesStore, private readonly performance: PerformanceStore, private readonly guidance: PriceGuidanceStore) {}

  async of(id: number, identity: Identity, now: Date = new Date()): Promise<ListingPerformance> {
    const vehicle = await ownListing(this.vehicles, id, identity, 'see the performance of');
    const to = now.toISOString().slice(0, 10);
    const days = performanceDays(to, PERFORMANCE.days);
    const [figures, group, bands] = await Promise.all([
      this.performance.figures([id], days[0]!, to),
      this.performance.mediansFor(id, now),
      this.guidance.bandsFor([id]),
    ]);
    const byDay = figures.get(id) ?? new Map<string, PerformanceFigures>();
    const series = days.map((day) => ({ day, ...(byDay.get(day) ?? { impressions: 0, views: 0, saves: 0, inquiries: 0 }) }));
    const totals = Object.fromEntries(PERFORMANCE_METRICS.map((m) => [m, series.reduce((n, d) => n + d[m], 0)])) as PerformanceFigures;
    return {
      vehicleId: id,
      from: days[0]!,
      to,
      days: series,
      totals,
      comparables: group && group.peers >= MIN_PEERS
        ? { peers: group.peers, computedAt: group.computedAt.toISOString(), medians: group.medians }
        : null,
      reasons: likelyReasons(vehicle, bands.get(id) ?? null),
    };
  }
}

/** What in the listing itself may hold it back: its price against the stored fair range, its photos, its service history. */
export function likelyReasons(v: Pick<VehicleRow, 'images' | 'photoAngles' | 'recentServices'>, band: { fairLow: number; fairHigh: number; price: number } | null): PerformanceReason[] {
  const reasons: PerformanceReason[] = [];
  if (band && band.price > band.fairHigh) reasons.push({ kind: 'price-above-fair-range', text: reasonText.price(band.fairLow, band.fairHigh) });
  const images = v.images ?? [];
  if (images.length < PERFORMANCE.fewPhotos) reasons.push({ kind: 'few-photos', text: reasonText.fewPhotos(images.length) });
  const missing = missingAngles(images, v.photoAngles);
  if (images.length > 0 && missing.length > 0) reasons.push({ kind: 'missing-angles', text: reasonText.missingAngles(missing) });
  if ((v.recentServices ?? []).length === 0) reasons.push({ kind: 'no-service-history', text: reasonText.noServiceHistory() });
  return reasons;
}
