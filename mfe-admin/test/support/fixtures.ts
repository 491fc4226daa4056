import type { Check, Inquiry, PendingListing, Vehicle } from '@rl/contracts';

export const ADMIN = {
  id: 'a1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', profileImageUrl: null, role: 'admin' as const, emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
};

export const passing = (): Check[] => [
  { code: 'vin_check_digit', ok: true, status: 'pass', message: 'The VIN check digit is valid' },
  { code: 'vin_decode_mismatch', ok: true, status: 'pass', message: 'VIN decode: BMW, 2023, matching the listing' },
  { code: 'duplicate_vin', ok: true, status: 'pass', message: 'No other live listing has this VIN' },
  { code: 'price_outlier', ok: true, status: 'pass', message: 'Price $44,900 is in line with 6 comparable listings' },
  { code: 'few_photos', ok: true, status: 'pass', message: '9 photos' },
  { code: 'missing_contact', ok: true, status: 'pass', message: "The seller's phone and email are present" },
];

export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 5, userId: 'u1', make: 'BMW', model: 'i4', trim: 'eDrive40', year: 2023, mileage: 10300, price: '44900.00',
    condition: 'good', bodyType: 'sedan', fuelType: 'electric', transmission: 'automatic', drivetrain: 'rwd',
    exteriorColor: 'Silver', interiorColor: 'Black', description: 'Clean.', features: [],
    images: ['/media/img/a/large.webp', '/media/img/b/large.webp'], location: 'Denver, CO', zipCode: '80202',
    contactPhone: '(555) 010-1004', contactEmail: 'seller@example.com', contactFirstName: 'Morgan', contactLastName: 'Reyes',
    contactLocation: 'Denver, CO', vin: 'WBA9Z5SP0PX139595', carfaxReportUrl: null, recentServices: [], status: 'approved',
    views: 12, isFeatured: false, createdAt: '2025-03-14T15:00:00.000Z', updatedAt: '2025-03-14T15:00:00.000Z',
    listedAt: '2025-03-14T15:00:00.000Z', expiresAt: '2025-06-12T15:00:00.000Z', soldAt: null,
    ...overrides,
  };
}

export function pending(overrides: Partial<PendingListing> = {}): PendingListing {
  return { ...vehicle({ status: 'pending' }), checks: passing(), queuedDecision: null, ...overrides };
}

export function inquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 1, vehicleId: 5, vehicleTitle: '2023 BMW i4 eDrive40', senderName: 'Jamie Chen', senderEmail: 'jamie@example.com',
    senderPhone: '(415) 555-0101', subject: 'Interested in your 2023 BMW i4', message: 'Is it still available?',
    isFinancingInterest: true, isTradeInInterest: false, handled: false, createdAt: '2025-03-16T09:30:00.000Z',
    ...overrides,
  };
}
