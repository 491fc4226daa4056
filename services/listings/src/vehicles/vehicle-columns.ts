import { PRIVATE_VEHICLE_FIELDS, RECENT_PRICE_DROP_DAYS, type PriceDrop, type PublicVehicle, type Vehicle } from '@rl/contracts';

/**
 * Raw-SQL helpers for the vehicles table: SELECT lists whose aliases are the API's field names, and
 * the mappers to the API shapes. No TypeORM here (the benchmark imports this file).
 */

/**
 * The vehicles table as the code knows it: API field -> column (the migrations create it; nothing else
 * describes it). Columns the API never shows are named where they are used: the ZIP's coordinates
 * (WRITABLE in vehicles.store.ts), search columns (search-sql.ts), pricing (price-guidance/, price-history/).
 */
export const VEHICLE_COLUMNS: Record<keyof Vehicle, string> = {
  id: 'id', userId: 'user_id', make: 'make', model: 'model', trim: 'trim', year: 'year', mileage: 'mileage',
  price: 'price', condition: 'condition', bodyType: 'body_type', fuelType: 'fuel_type', transmission: 'transmission',
  drivetrain: 'drivetrain', exteriorColor: 'exterior_color', exteriorColorName: 'exterior_color_name', interiorColor: 'interior_color', description: 'description',
  features: 'features', images: 'images', photoAngles: 'photo_angles', location: 'location', zipCode: 'zip_code', contactPhone: 'contact_phone',
  contactEmail: 'contact_email', contactFirstName: 'contact_first_name', contactLastName: 'contact_last_name',
  contactLocation: 'contact_location', vin: 'vin', carfaxReportUrl: 'carfax_report_url', recentServices: 'recent_services',
  status: 'status', views: 'views', isFeatured: 'is_featured', createdAt: 'created_at', updatedAt: 'updated_at',
  listedAt: 'listed_at', expiresAt: 'expires_at', soldAt: 'sold_at', moderationNotes: 'moderation_notes', resubmittedAt: 'resubmitted_at',
  salePending: 'sale_pending',
};

const PRIVATE = new Set<string>(PRIVATE_VEHICLE_FIELDS);
const selectList = (fields: string[], alias: string) =>
  fields.map((f) => `${alias}."${VEHICLE_COLUMNS[f as keyof Vehicle]}" AS "${f}"`).join(', ');

/** SELECT list of every field of a vehicle (owner, admin, internal). */
export const fullColumns = (alias = 'v') => selectList(Object.keys(VEHICLE_COLUMNS), alias);
/** The newest price drop buyers saw, while it is recent (kept on the row by a trigger: see price-history/). */
const recentPriceDropSql = (alias: string) =>
  `CASE WHEN (${alias}."last_price_drop" ->> 'droppedAt')::timestamptz > now() - interval '${RECENT_PRICE_DROP_DAYS} days' THEN ${alias}."last_price_drop" END AS "recentPriceDrop"`;

/** SELECT list of the public fields only: private columns never leave the database on public routes. */
export const publicColumns = (alias = 'v') =>
  `${selectList(Object.keys(VEHICLE_COLUMNS).filter((f) => !PRIVATE.has(f)), alias)}, ${recentPriceDropSql(alias)}, ${alias}."price_rating" AS "priceRating"`;

type Stamps = 'createdAt' | 'updatedAt' | 'listedAt' | 'expiresAt' | 'soldAt';
interface StampColumns { createdAt: Date | string; updatedAt: Date | string; listedAt: Date | string | null; expiresAt: Date | string | null; soldAt: Date | string | null }
export type VehicleRow = Omit<Vehicle, Stamps> & StampColumns;
export type PublicVehicleRow = Omit<PublicVehicle, Exclude<Stamps, 'expiresAt'> | 'recentPriceDrop'> & Omit<StampColumns, 'expiresAt'> & {
  recentPriceDrop?: StoredPriceDrop | null;
};
/** A price drop as the trigger stores it (jsonb: amounts as numbers, the time as PostgreSQL writes it). */
export interface StoredPriceDrop { previousPrice: number | string; price: number | string; droppedAt: string | Date }

export const toPriceDrop = (d: StoredPriceDrop): PriceDrop =>
  ({ previousPrice: Number(d.previousPrice), price: Number(d.price), droppedAt: new Date(d.droppedAt).toISOString() });

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());
const isoOrNull = (d: Date | string | null | undefined) => (d === null || d === undefined ? null : iso(d));

/** "Sale pending" shows only on an approved listing (the flag is left behind when a listing is sold or moves on). */
const salePending = (r: { status: string; salePending?: boolean | null }) => r.status === 'approved' && r.salePending === true;

/** Every field: for the owner, admins and the internal API. */
export function toVehicle(r: VehicleRow): Vehicle {
  return {
    id: r.id, userId: r.userId, make: r.make, model: r.model, trim: r.trim, year: r.year, mileage: r.mileage,
    price: String(r.price), condition: r.condition, bodyType: r.bodyType, fuelType: r.fuelType, transmission: r.transmission,
    drivetrain: r.drivetrain, exteriorColor: r.exteriorColor, exteriorColorName: r.exteriorColorName ?? null, interiorColor: r.interiorColor, description: r.description,
    features: r.features ?? [], images: r.images ?? [], photoAngles: r.photoAngles ?? {}, location: r.location, zipCode: r.zipCode,
    contactPhone: r.contactPhone, contactEmail: r.contactEmail, contactFirstName: r.contactFirstName,
    contactLastName: r.contactLastName, contactLocation: r.contactLocation, vin: r.vin, carfaxReportUrl: r.carfaxReportUrl,
    recentServices: r.recentServices ?? [], status: r.status, views: r.views, isFeatured: r.isFeatured,
    createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
    listedAt: isoOrNull(r.listedAt), expiresAt: isoOrNull(r.expiresAt), soldAt: isoOrNull(r.soldAt),
    moderationNotes: r.moderationNotes ?? null, resubmittedAt: isoOrNull(r.resubmittedAt),
    salePending: salePending(r),
  };
}

/** The public view: no VIN, Carfax, service history, seller contact or seller id (PRIVATE_VEHICLE_FIELDS). */
export function toPublicVehicle(r: PublicVehicleRow | VehicleRow): PublicVehicle {
  return {
    id: r.id, make: r.make, model: r.model, trim: r.trim, year: r.year, mileage: r.mileage, price: String(r.price),
    condition: r.condition, bodyType: r.bodyType, fuelType: r.fuelType, transmission: r.transmission, drivetrain: r.drivetrain,
    exteriorColor: r.exteriorColor, exteriorColorName: r.exteriorColorName ?? null, interiorColor: r.interiorColor, description: r.description, features: r.features ?? [],
    images: r.images ?? [], photoAngles: r.photoAngles ?? {}, location: r.location, zipCode: r.zipCode, status: r.status, views: r.views,
    isFeatured: r.isFeatured, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
    listedAt: isoOrNull(r.listedAt), soldAt: isoOrNull(r.soldAt), salePending: salePending(r),
    recentPriceDrop: 'recentPriceDrop' in r && r.recentPriceDrop ? toPriceDrop(r.recentPriceDrop) : null,
    priceRating: 'priceRating' in r ? r.priceRating ?? null : null,
  };
}
