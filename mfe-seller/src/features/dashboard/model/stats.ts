import type { Vehicle } from '@rl/contracts';

export interface ListingStats {
  total: number;
  active: number;
  pending: number;
  views: number;
}

/** The dashboard's stat cards: all listings, approved ones (shown as Active), pending ones, views. */
export function listingStats(listings: readonly Vehicle[]): ListingStats {
  return {
    total: listings.length,
    active: listings.filter((v) => v.status === 'approved').length,
    pending: listings.filter((v) => v.status === 'pending').length,
    views: listings.reduce((sum, v) => sum + (v.views || 0), 0),
  };
}

/** Spec §9: the dashboard's recent listings are the 3 newest. */
const RECENT_LISTINGS = 3;

export function recentListings(listings: readonly Vehicle[], count = RECENT_LISTINGS): Vehicle[] {
  return [...listings].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id).slice(0, count);
}
