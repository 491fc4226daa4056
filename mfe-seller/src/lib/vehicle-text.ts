import { STATUS_LABELS, type ListingStatus } from '@rl/contracts';

interface Named {
  year: number;
  make: string;
  model: string;
  trim?: string | null;
}

/** "2022 BMW X5" */
export const vehicleName = (v: Named) => `${v.year} ${v.make} ${v.model}`;

/** "2022 BMW X5 xDrive40i" */
export const vehicleFullName = (v: Named) => [vehicleName(v), v.trim].filter(Boolean).join(' ');

export const formatMileage = (miles: number) => `${miles.toLocaleString('en-US')} miles`;

export const formatCount = (n: number) => n.toLocaleString('en-US');

/** Spec §4 labels: Pending, Active, Rejected, Sold. */
export const statusLabel = (status: string) => STATUS_LABELS[status as ListingStatus] ?? status;

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** Prices in whole US dollars (zod-free module of the contracts: the dashboard does not download zod). */
export { formatPrice } from '@rl/contracts';
