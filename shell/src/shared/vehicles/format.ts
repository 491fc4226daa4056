import type { PublicVehicle } from '@rl/contracts';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "54900.00" -> "$54,900" */
export { formatPrice } from '@rl/contracts';

/** 16900 -> "16,900 miles" */
export const formatMileage = (mileage: number) => `${whole.format(mileage)} miles`;

/** "good" -> "Good" */
export const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** "2021 BMW X5" */
export const vehicleName = (v: Pick<PublicVehicle, 'year' | 'make' | 'model'>) => `${v.year} ${v.make} ${v.model}`;

export const vehiclePath = (id: number | string) => `/vehicles/${id}`;
