/**
 * The two readings of spec §3's value lists. The listing form stores the "stored" values; the search
 * filter panel shows the "filter" labels. The maps below turn a filter label into the stored values it
 * matches, so every filter finds the listings the form produced.
 */

// ---- listing-form (stored) values ----
export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export const BODY_TYPES = [
  'sedan', '4-door-sedan', '5-door-hatchback', 'suv', 'truck', 'coupe', 'convertible', 'hatchback', 'wagon', 'van', 'minivan',
] as const;
export const FUEL_TYPES = ['gasoline', 'premium-gasoline', 'diesel', 'electric', 'hybrid', 'plug-in-hybrid'] as const;
export const TRANSMISSIONS = ['automatic', '8-speed-automatic', '7-speed-dual-clutch', 'manual', 'cvt'] as const;
export const DRIVETRAINS = ['fwd', 'rwd', 'rear-wheel-drive', 'awd', 'all-wheel-drive', '4wd'] as const;
/**
 * needs_changes: a moderator asked the seller for changes (notes on the dashboard); the seller's edit
 * returns it to the queue. expired: 90 days after approval without the seller confirming it is still
 * available; out of search, the seller can renew it.
 */
export const LISTING_STATUSES = ['pending', 'approved', 'rejected', 'sold', 'needs_changes', 'expired'] as const;

export type Condition = (typeof CONDITIONS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type FuelType = (typeof FUEL_TYPES)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type Drivetrain = (typeof DRIVETRAINS)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Labels shown for stored values in selects and on the detail page. */
export const STORED_LABELS: Record<string, string> = {
  excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor',
  sedan: 'Sedan', '4-door-sedan': '4-Door Sedan', '5-door-hatchback': '5-Door Hatchback', suv: 'SUV', truck: 'Truck',
  coupe: 'Coupe', convertible: 'Convertible', hatchback: 'Hatchback', wagon: 'Wagon', van: 'Van', minivan: 'Minivan',
  gasoline: 'Gasoline', 'premium-gasoline': 'Premium Gasoline', diesel: 'Diesel', electric: 'Electric', hybrid: 'Hybrid',
  'plug-in-hybrid': 'Plug-in Hybrid',
  automatic: 'Automatic', '8-speed-automatic': '8-Speed Automatic', '7-speed-dual-clutch': '7-Speed Dual-Clutch',
  manual: 'Manual', cvt: 'CVT',
  fwd: 'Front-Wheel Drive', rwd: 'Rear-Wheel Drive', 'rear-wheel-drive': 'Rear-Wheel Drive', awd: 'All-Wheel Drive',
  'all-wheel-drive': 'All-Wheel Drive', '4wd': '4-Wheel Drive',
};

/** Status labels of spec §4. */
export const STATUS_LABELS: Record<ListingStatus, string> = {
  pending: 'Pending',
  approved: 'Active',
  rejected: 'Rejected',
  sold: 'Sold',
  needs_changes: 'Changes requested',
  expired: 'Expired',
};

// ---- filter-panel (search) labels and what each matches among stored values ----
/**
 * Condition is the seller's own rating (the listing form's scale), so the filter offers that scale.
 * The specification's New / Used / Certified Pre-Owned are not offered: every car here is used, and
 * nothing certifies a listing (moderation approves it; no inspection programme stands behind it), so
 * "New" or "Certified Pre-Owned" returned the cars rated Excellent under a label they do not deserve.
 */
export const FILTER_CONDITIONS = {
  Excellent: ['excellent'],
  Good: ['good'],
  Fair: ['fair'],
  Poor: ['poor'],
} as const satisfies Record<string, readonly Condition[]>;

/** The filter's help text: whose rating the condition is. */
export const CONDITION_FILTER_HINT = "As rated by the seller";

/**
 * Links and saved searches written before the filter offered the sellers' scale still say New, Used or
 * Certified Pre-Owned. The API keeps reading them as it did (so saved alerts keep matching what they
 * matched), the search page shows them as the rating they stand for, and nothing offers them any more.
 */
export const LEGACY_FILTER_CONDITIONS = {
  New: ['excellent'],
  Used: ['good', 'fair', 'poor'],
  'Certified Pre-Owned': ['excellent'],
} as const satisfies Record<string, readonly Condition[]>;

export const FILTER_BODY_TYPES = {
  Sedan: ['sedan', '4-door-sedan'],
  SUV: ['suv'],
  Hatchback: ['hatchback', '5-door-hatchback'],
  Coupe: ['coupe'],
  Convertible: ['convertible'],
  Truck: ['truck'],
  Van: ['van', 'minivan'],
  Wagon: ['wagon'],
} as const satisfies Record<string, readonly BodyType[]>;

export const FILTER_FUEL_TYPES = {
  Gasoline: ['gasoline', 'premium-gasoline'],
  Hybrid: ['hybrid', 'plug-in-hybrid'],
  Electric: ['electric'],
  Diesel: ['diesel'],
} as const satisfies Record<string, readonly FuelType[]>;

export const FILTER_TRANSMISSIONS = {
  Automatic: ['automatic', '8-speed-automatic', '7-speed-dual-clutch'],
  Manual: ['manual'],
  CVT: ['cvt'],
} as const satisfies Record<string, readonly Transmission[]>;

export const FILTER_DRIVETRAINS = {
  'Front-wheel Drive': ['fwd'],
  'Rear-wheel Drive': ['rwd', 'rear-wheel-drive'],
  'All-wheel Drive': ['awd', 'all-wheel-drive'],
  '4-wheel Drive': ['4wd'],
} as const satisfies Record<string, readonly Drivetrain[]>;

export const FILTER_COLORS = ['Black', 'White', 'Silver', 'Gray', 'Red', 'Blue', 'Green', 'Brown', 'Beige', 'Other'] as const;

export const FILTER_MAKES = [
  'Acura', 'Alfa Romeo', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'Buick', 'Cadillac', 'Chevrolet', 'Chrysler', 'Dodge',
  'Ferrari', 'Fiat', 'Ford', 'Genesis', 'GMC', 'Honda', 'Hyundai', 'Infiniti', 'Jaguar', 'Jeep', 'Kia', 'Lamborghini',
  'Land Rover', 'Lexus', 'Lincoln', 'Maserati', 'Mazda', 'McLaren', 'Mercedes-Benz', 'MINI', 'Mitsubishi', 'Nissan',
  'Porsche', 'Ram', 'Rolls-Royce', 'Subaru', 'Tesla', 'Toyota', 'Volkswagen', 'Volvo',
] as const;

export const FILTER_FEATURES = [
  'Air Conditioning', 'Bluetooth', 'Backup Camera', 'Navigation System', 'Heated Seats', 'Leather Seats', 'Sunroof',
  'Premium Sound System', 'Cruise Control', 'Keyless Entry', 'Remote Start', 'Parking Sensors', 'Lane Departure Warning',
  'Blind Spot Monitoring', 'Apple CarPlay', 'Android Auto',
] as const;

/** Filter-panel feature label -> the listing feature strings that satisfy it (preset names differ). */
export const FILTER_FEATURE_MATCHES: Record<(typeof FILTER_FEATURES)[number], readonly string[]> = {
  'Air Conditioning': ['Air Conditioning'],
  Bluetooth: ['Bluetooth', 'Bluetooth Connectivity'],
  'Backup Camera': ['Backup Camera'],
  'Navigation System': ['Navigation System'],
  'Heated Seats': ['Heated Seats'],
  'Leather Seats': ['Leather Seats', 'Leather Interior'],
  Sunroof: ['Sunroof', 'Sunroof/Moonroof'],
  'Premium Sound System': ['Premium Sound System'],
  'Cruise Control': ['Cruise Control', 'Adaptive Cruise Control'],
  'Keyless Entry': ['Keyless Entry'],
  'Remote Start': ['Remote Start'],
  'Parking Sensors': ['Parking Sensors'],
  'Lane Departure Warning': ['Lane Departure Warning'],
  'Blind Spot Monitoring': ['Blind Spot Monitoring'],
  'Apple CarPlay': ['Apple CarPlay'],
  'Android Auto': ['Android Auto'],
};

/** The listing form's 24 preset features (spec §3 lists 25 names; all are offered). */
export const PRESET_FEATURES = [
  'Air Conditioning', 'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
  'Bluetooth Connectivity', 'Cruise Control', 'Power Windows', 'Power Door Locks', 'Keyless Entry', 'Remote Start',
  'All-Wheel Drive', 'Premium Sound System', 'USB Ports', 'Wireless Charging', 'Parking Sensors', 'Blind Spot Monitoring',
  'Lane Departure Warning', 'Adaptive Cruise Control', 'Automatic Emergency Braking', 'Tinted Windows', 'Roof Rack',
  'Trailer Hitch', 'Third Row Seating',
] as const;

export const SORTS = [
  'created_desc', 'created_asc', 'price_asc', 'price_desc', 'year_desc', 'year_asc', 'mileage_asc', 'mileage_desc',
  'views_desc', 'views_asc', 'best-deal',
] as const;
export type Sort = (typeof SORTS)[number];

/** Sorts offered in the selector, with their labels. */
export const SORT_LABELS: Partial<Record<Sort, string>> = {
  created_desc: 'Most Recent',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  year_desc: 'Year: Newest First',
  year_asc: 'Year: Oldest First',
  mileage_asc: 'Mileage: Low to High',
  mileage_desc: 'Mileage: High to Low',
  views_desc: 'Most Popular',
  'best-deal': 'Best deal',
};

export const MAX_PRICE_OPTIONS = [10000, 20000, 30000, 50000, 100000] as const;

/** Hero brand chips: label shown -> filter applied (spec §2). */
export const BRAND_CHIPS = [
  { label: 'Mercedes-Benz', make: 'Mercedes-Benz' },
  { label: 'BMW', make: 'BMW' },
  { label: 'Porsche', make: 'Porsche' },
  { label: 'Lexus', make: 'Lexus' },
  { label: 'Range Rover', make: 'Land Rover' },
  { label: 'Corvette', make: 'Chevrolet', model: 'Corvette' },
] as const;

/** Year options in filters: the current year and the 29 before. */
export function filterYears(now = new Date()): number[] {
  const y = now.getFullYear();
  return Array.from({ length: 30 }, (_, i) => y - i);
}

/** Year choices in the listing form: next calendar year down to 1990. */
export function formYears(now = new Date()): number[] {
  const top = now.getFullYear() + 1;
  return Array.from({ length: top - 1990 + 1 }, (_, i) => top - i);
}

export const PHOTO_LIMITS = { maxCount: 10, maxBytes: 10 * 1024 * 1024 } as const;
export const PHOTO_ANGLES = [
  'Front angled', 'Rear angled', 'Driver-side profile', 'Wheels and tires', 'Front seats and dashboard', 'Back seats',
  'Odometer', 'Engine bay', 'Trunk/cargo',
] as const;
