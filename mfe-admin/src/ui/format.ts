import type { Vehicle } from '@rl/contracts';

/** 'year make model' (spec §2 pending row). */
export const vehicleTitle = (v: Pick<Vehicle, 'year' | 'make' | 'model'>) => `${v.year} ${v.make} ${v.model}`;

/** '12,345 miles' */
export const formatMileage = (miles: number) => `${Math.round(miles).toLocaleString('en-US')} miles`;

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit',
});

const parse = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** 'Nov 21, 2026' (empty for an unreadable date) */
export const formatDate = (iso: string) => {
  const d = parse(iso);
  return d ? dateFormat.format(d) : '';
};

/** 'Nov 21, 2026, 10:39 PM' */
export const formatDateTime = (iso: string) => {
  const d = parse(iso);
  return d ? dateTimeFormat.format(d) : '';
};
