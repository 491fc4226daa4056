import { PRIVATE_VEHICLE_FIELDS, type PublicVehicle, type Vehicle } from '@rl/contracts';

/**
 * Raw-SQL helpers for the vehicles table: SELECT lists whose aliases are the API's field names, and
 * the mappers to the API shapes. No TypeORM here (the benchmark imports this file).
 */

/** API field -> column, for raw SQL that returns rows shaped like the entity. */
const COLUMNS: Record<keyof Vehicle, string> = {
  id: 'id', userId: 'user_id', make: 'make', model: 'model', trim: 'trim', year: 'year', mileage: 'mileage',
  price: 'price', condition: 'condition', bodyType: 'body_type', fuelType: 'fuel_type', transmission: 'transmission',
  drivetrain: 'drivetrain', exteriorColor: 'exterior_color', interiorColor: 'interior_color', description: 'description',
  features: 'features', images: 'images', location: 'location', zipCode: 'zip_code', contactPhone: 'contact_phone',
  contactEmail: 'contact_email', contactFirstName: 'contact_first_name', contactLastName: 'contact_last_name',
  contactLocation: 'contact_location', vin: 'vin', carfaxReportUrl: 'carfax_report_url', recentServices: 'recent_services',
  status: 'status', views: 'views', isFeatured: 'is_featured', createdAt: 'created_at', updatedAt: 'updated_at',
};

const PRIVATE = new Set<string>(PRIVATE_VEHICLE_FIELDS);
const selectList = (fields: string[], alias: string) =>
  fields.map((f) => `${alias}."${COLUMNS[f as keyof Vehicle]}" AS "${f}"`).join(', ');

/** SELECT list of every field of a vehicle (owner, admin, internal). */
export const fullColumns = (alias = 'v') => selectList(Object.keys(COLUMNS), alias);
/** SELECT list of the public fields only: private columns never leave the database on public routes. */
export const publicColumns = (alias = 'v') => selectList(Object.keys(COLUMNS).filter((f) => !PRIVATE.has(f)), alias);

export type VehicleRow = Omit<Vehicle, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };
export type PublicVehicleRow = Omit<PublicVehicle, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string };

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Every field: for the owner, admins and the internal API. */
export function toVehicle(r: VehicleRow): Vehicle {
  return {
    id: r.id, userId: r.userId, make: r.make, model: r.model, trim: r.trim, year: r.year, mileage: r.mileage,
    price: String(r.price), condition: r.condition, bodyType: r.bodyType, fuelType: r.fuelType, transmission: r.transmission,
    drivetrain: r.drivetrain, exteriorColor: r.exteriorColor, interiorColor: r.interiorColor, description: r.description,
    features: r.features ?? [], images: r.images ?? [], location: r.location, zipCode: r.zipCode,
    contactPhone: r.contactPhone, contactEmail: r.contactEmail, contactFirstName: r.contactFirstName,
    contactLastName: r.contactLastName, contactLocation: r.contactLocation, vin: r.vin, carfaxReportUrl: r.carfaxReportUrl,
    recentServices: r.recentServices ?? [], status: r.status, views: r.views, isFeatured: r.isFeatured,
    createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
  };
}

/** The public view: no VIN, Carfax, service history, seller contact or seller id (PRIVATE_VEHICLE_FIELDS). */
export function toPublicVehicle(r: PublicVehicleRow | VehicleRow): PublicVehicle {
  return {
    id: r.id, make: r.make, model: r.model, trim: r.trim, year: r.year, mileage: r.mileage, price: String(r.price),
    condition: r.condition, bodyType: r.bodyType, fuelType: r.fuelType, transmission: r.transmission, drivetrain: r.drivetrain,
    exteriorColor: r.exteriorColor, interiorColor: r.interiorColor, description: r.description, features: r.features ?? [],
    images: r.images ?? [], location: r.location, zipCode: r.zipCode, status: r.status, views: r.views,
    isFeatured: r.isFeatured, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt),
  };
}
