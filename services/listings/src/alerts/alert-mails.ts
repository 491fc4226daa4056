import { ALERT_DIGEST_MAX, PAGES, toSearchParams, type NotificationRequest, vehicleTitle } from '@rl/contracts';

/** What an alert mail says about a listing. */
export interface AlertVehicle {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  price: string | number;
}

export interface AlertSearch {
  id: number;
  userId: string;
  name: string;
  filters: Record<string, string | string[]>;
}

const ref = (v: AlertVehicle) => ({ id: v.id, title: vehicleTitle(v).slice(0, 200), price: Number(v.price) });

/** The saved search's results page. */
function searchPath(filters: Record<string, string | string[]>): string {
  const query = toSearchParams(filters).toString();
  return query ? `${PAGES.search}?${query}` : PAGES.search;
}

/** One new match of an instant search: mailed once per (search, listing). */
export function instantMatchMail(search: AlertSearch, vehicle: AlertVehicle, unsubscribeToken: string): NotificationRequest {
  return {
    dedupeKey: `saved-search-${search.id}-vehicle-${vehicle.id}`,
    to: { userId: search.userId },
    event: {
      kind: 'saved-search-match', searchName: search.name, searchPath: searchPath(search.filters),
      vehicles: [ref(vehicle)], moreCount: 0, digest: false, unsubscribeToken,
    },
  };
}

/** The day's new matches of a daily search (newest first): one mail per search and UTC day. */
export function digestMail(search: AlertSearch, vehicles: AlertVehicle[], day: string, unsubscribeToken: string): NotificationRequest {
  return {
    dedupeKey: `saved-search-${search.id}-digest-${day}`,
    to: { userId: search.userId },
    event: {
      kind: 'saved-search-match', searchName: search.name, searchPath: searchPath(search.filters),
      vehicles: vehicles.slice(0, ALERT_DIGEST_MAX).map(ref), moreCount: Math.max(0, vehicles.length - ALERT_DIGEST_MAX),
      digest: true, unsubscribeToken,
    },
  };
}

/** A lower asking price of a listing the user saved: once per (price change, user). */
export function priceDropMail(priceChangeId: string, userId: string, vehicle: AlertVehicle, previousPrice: number, unsubscribeToken: string): NotificationRequest {
  return {
    dedupeKey: `price-drop-${priceChangeId}-user-${userId}`,
    to: { userId },
    event: { kind: 'price-drop', vehicle: ref(vehicle), previousPrice, price: Number(vehicle.price), unsubscribeToken },
  };
}
