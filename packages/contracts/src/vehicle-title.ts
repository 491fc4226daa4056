/** The parts that name a car; `year` may come as text (a form, a query). */
export interface NamedVehicle {
  year: number | string;
  make: string;
  model: string;
  trim?: string | null;
}

/** "2022 BMW X5", as cards, rows, breadcrumbs and price checks name a listing. */
export const vehicleName = (v: NamedVehicle): string => `${v.year} ${v.make} ${v.model}`;

/** "2022 BMW X5 xDrive40i": the name with the trim when there is one (page titles, mails, the desk). */
export const vehicleTitle = (v: NamedVehicle): string => (v.trim ? `${vehicleName(v)} ${v.trim}` : vehicleName(v));
