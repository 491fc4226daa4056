import { STATUS_LABELS, STORED_LABELS, type ListingStatus } from '@rl/contracts';

export { formatPrice } from '@rl/contracts';

export { vehicleName, vehicleTitle } from '@rl/contracts';

/** The public page of a listing. */
export const vehiclePath = (id: number | string): string => `/vehicles/${id}`;

/** 21400 -> "21,400 miles" */
export const formatMileage = (miles: number): string => `${Math.max(0, Math.round(miles)).toLocaleString('en-US')} miles`;

/** 1234 -> "1,234" */
export const formatCount = (n: number): string => n.toLocaleString('en-US');

// made on first use: creating a date format loads the locale's data, tens of milliseconds on a phone,
// which at module load would lengthen the task that evaluates every screen's shared code
let dateFormat: Intl.DateTimeFormat | undefined;

/** "Nov 21, 2026" (empty for an unreadable date) */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  dateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d);
}

/** A stored value's readable label ('rwd' -> 'Rear-Wheel Drive'); unknown values capitalised word by word. */
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

/** 'excellent' -> 'Excellent' */
export const conditionLabel = (condition: string): string => storedLabel(condition);

/** Spec §4 labels: Pending, Active, Rejected, Sold. */
export const statusLabel = (status: string): string => STATUS_LABELS[status as ListingStatus] ?? status;

/** A price string ("45999.00", "$45,999") as a number (0 when unreadable). */
export function priceNumber(price: string | number): number {
  const n = typeof price === 'number' ? price : Number(String(price).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : 0;
}
