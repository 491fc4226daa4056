import { STORED_LABELS, type PublicVehicle } from '@rl/contracts';
import { formatPrice } from '@rl/contracts';

/** The fields the buyer screens read (the public view; owners and admins get more). */
export type BuyerVehicle = PublicVehicle;

/** 'year make model', as cards and the breadcrumb show it. */
export function vehicleName(v: Pick<BuyerVehicle, 'year' | 'make' | 'model'>): string {
  return `${v.year} ${v.make} ${v.model}`;
}

/** The detail page's title: the name with the trim when there is one. */
export function vehicleTitle(v: Pick<BuyerVehicle, 'year' | 'make' | 'model' | 'trim'>): string {
  return v.trim ? `${vehicleName(v)} ${v.trim}` : vehicleName(v);
}

export { formatPrice };

/** '21,400 miles' */
export function formatMileage(miles: number): string {
  return `${Math.max(0, Math.round(miles)).toLocaleString('en-US')} miles`;
}

/** A stored value's readable label ('rwd' -> 'Rear-Wheel Drive'); unknown values capitalised. */
export function storedLabel(value: string | null | undefined): string {
  if (!value) return '';
  const label = STORED_LABELS[value] ?? STORED_LABELS[value.toLowerCase()];
  if (label) return label;
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Condition capitalised ('excellent' -> 'Excellent'). */
export function conditionLabel(condition: string): string {
  return storedLabel(condition);
}

/** A price string ("45999.00", "$45,999") as a number. */
export function priceNumber(price: string | number): number {
  const n = typeof price === 'number' ? price : Number(String(price).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : 0;
}
