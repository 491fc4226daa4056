/**
 * Offline VIN decoding, rough on purpose: the make from the World Manufacturer Identifier (first 3
 * characters) for common makes of this marketplace, and the model year from position 10.
 * Ambiguous WMIs (shared by several makes of one group, e.g. 1C4 Chrysler/Dodge/Jeep) are left out:
 * an unknown make is "could not decode", never a mismatch.
 */
const WMI_MAKES: Record<string, string> = {
  // BMW group
  WBA: 'BMW', WBS: 'BMW', WBY: 'BMW', WBX: 'BMW', '5UX': 'BMW', '5UJ': 'BMW', '5YM': 'BMW', '4US': 'BMW', WMW: 'MINI',
  // Mercedes-Benz
  WDB: 'Mercedes-Benz', WDD: 'Mercedes-Benz', WDC: 'Mercedes-Benz', WDF: 'Mercedes-Benz', W1K: 'Mercedes-Benz',
  W1N: 'Mercedes-Benz', W1V: 'Mercedes-Benz', W1X: 'Mercedes-Benz', '4JG': 'Mercedes-Benz', '55S': 'Mercedes-Benz',
  // Porsche, Audi, VW
  WP0: 'Porsche', WP1: 'Porsche', WAU: 'Audi', WA1: 'Audi', WUA: 'Audi', TRU: 'Audi',
  WVW: 'Volkswagen', WVG: 'Volkswagen', '3VW': 'Volkswagen', '1VW': 'Volkswagen',
  // Toyota, Lexus
  JTH: 'Lexus', JTJ: 'Lexus', '2T2': 'Lexus', '58A': 'Lexus', '58B': 'Lexus',
  JTD: 'Toyota', JTE: 'Toyota', JTN: 'Toyota', JTM: 'Toyota', '4T1': 'Toyota', '4T3': 'Toyota', '5TD': 'Toyota',
  '5TF': 'Toyota', '2T1': 'Toyota', '2T3': 'Toyota',
  // JLR and British / Italian exotics
  SAL: 'Land Rover', SAJ: 'Jaguar', SAD: 'Jaguar', SCA: 'Rolls-Royce', SCB: 'Bentley', SCF: 'Aston Martin', SBM: 'McLaren',
  ZFF: 'Ferrari', ZHW: 'Lamborghini', ZAM: 'Maserati', ZAR: 'Alfa Romeo',
  // US
  '1G1': 'Chevrolet', '2G1': 'Chevrolet', '1GC': 'Chevrolet', '1GN': 'Chevrolet', '3GN': 'Chevrolet',
  '1G6': 'Cadillac', '1GY': 'Cadillac', '1GT': 'GMC', '1GK': 'GMC', '1FA': 'Ford', '1FT': 'Ford', '1FM': 'Ford',
  '3FA': 'Ford', '1LN': 'Lincoln', '5LM': 'Lincoln', '1J4': 'Jeep', '1J8': 'Jeep', '1C6': 'Ram', '3C6': 'Ram',
  '5YJ': 'Tesla', '7SA': 'Tesla', LRW: 'Tesla',
  // Japan, Korea, Sweden
  JHM: 'Honda', '1HG': 'Honda', '2HG': 'Honda', '5J6': 'Honda', '5FN': 'Honda', SHH: 'Honda', '19U': 'Acura', JH4: 'Acura',
  JN1: 'Nissan', JN8: 'Nissan', '1N4': 'Nissan', '5N1': 'Nissan', JNK: 'Infiniti', JNR: 'Infiniti',
  JM1: 'Mazda', JM3: 'Mazda', JF1: 'Subaru', JF2: 'Subaru', '4S3': 'Subaru', '4S4': 'Subaru', JA3: 'Mitsubishi', JA4: 'Mitsubishi',
  KMH: 'Hyundai', KNA: 'Kia', KND: 'Kia', KMT: 'Genesis', YV1: 'Volvo', YV4: 'Volvo', '7JR': 'Volvo',
};

/** Position-10 codes; index i is model year 1980 + i (and 2010 + i in the next cycle). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Model years position 10 can mean. For vehicles sold in North America from 2010 on, position 7 is a
 * letter (it was a digit for 1980-2009), which picks the cycle; a digit there leaves both readings open.
 */
export function yearsFromVin(vin: string, maxYear = new Date().getFullYear() + 2): number[] {
  const v = vin.toUpperCase();
  if (v.length !== 17) return [];
  const i = YEAR_CODES.indexOf(v[9]);
  if (i === -1) return [];
  const candidates = /[A-Z]/.test(v[6]) ? [2010 + i] : [1980 + i, 2010 + i];
  return candidates.filter((y) => y <= maxYear);
}

export function makeFromWmi(vin: string): string | null {
  return WMI_MAKES[vin.slice(0, 3).toUpperCase()] ?? null;
}

/** Make comparison lives with the rest of the VIN comparison in contracts (vin-verification.ts). */
export { sameMake } from '@rl/contracts';
