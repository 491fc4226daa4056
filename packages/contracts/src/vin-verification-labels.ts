// Zod-free: the detail page imports these without pulling the schemas of vin-verification.ts into its first load.

/** Listing fields a VIN decode can confirm, in the order the detail page names them. */
export const VIN_VERIFIABLE_FIELDS = ['make', 'model', 'year', 'bodyType', 'fuelType', 'drivetrain'] as const;
export type VinVerifiableField = (typeof VIN_VERIFIABLE_FIELDS)[number];

export const VIN_FIELD_LABELS: Record<VinVerifiableField, string> = {
  make: 'Make', model: 'Model', year: 'Year', bodyType: 'Body type', fuelType: 'Fuel type', drivetrain: 'Drivetrain',
};

/** The mark's text on the detail page. */
export const VERIFIED_FROM_VIN = 'Verified from VIN';
