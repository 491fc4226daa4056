import {
  compareWithVin, vinDifferenceMessage, vinVerification, type DecodedVehicleFacts, type ListingFacts, type VinDecodeResponse,
} from '../src/index.js';

const listing: ListingFacts = { make: 'Mercedes-Benz', model: 'GLE', year: 2021, bodyType: 'suv', fuelType: 'premium-gasoline', drivetrain: 'all-wheel-drive' };
const facts = (patch: Partial<DecodedVehicleFacts> = {}): DecodedVehicleFacts => ({
  make: 'MERCEDES-BENZ', model: 'GLE', years: [2021], bodyType: 'suv', fuelType: 'gasoline', drivetrain: 'awd', engine: '2.0L I4', ...patch,
});
const verdicts = (l: ListingFacts, d: DecodedVehicleFacts) => Object.fromEntries(compareWithVin(l, d).map((c) => [c.field, c.verdict]));

describe('compareWithVin: the one comparison of a listing with its VIN decode', () => {
  it('agrees across spellings: make case and punctuation, stored synonyms (premium gasoline, all-wheel-drive)', () => {
    expect(verdicts(listing, facts())).toEqual({ make: 'agrees', model: 'agrees', year: 'agrees', bodyType: 'agrees', fuelType: 'agrees', drivetrain: 'agrees' });
    expect(verdicts({ ...listing, make: 'Mercedes Benz', bodyType: '4-door-sedan' }, facts({ bodyType: 'sedan' })).bodyType).toBe('agrees');
    expect(verdicts({ ...listing, make: 'Land Rover' }, facts({ make: 'Range Rover' })).make).toBe('agrees');
  });

  it('differs on another make, model, year, body, fuel or drivetrain, and says so per field', () => {
    const compared = compareWithVin(listing, facts({ make: 'BMW', model: 'X5', years: [2019], bodyType: 'sedan', fuelType: 'diesel', drivetrain: 'rwd' }));
    expect(compared.every((c) => c.verdict === 'differs')).toBe(true);
    expect(compared.map(vinDifferenceMessage)).toEqual([
      'Make Mercedes-Benz on the listing; the VIN says BMW',
      'Model GLE on the listing; the VIN says X5',
      'Year 2021 on the listing; the VIN says 2019',
      'Body type SUV on the listing; the VIN says Sedan',
      'Fuel type Premium Gasoline on the listing; the VIN says Diesel',
      'Drivetrain All-Wheel Drive on the listing; the VIN says Rear-Wheel Drive',
    ]);
  });

  it('cannot tell (neither marked nor flagged) what the decode does not know or cannot distinguish', () => {
    const v = verdicts(
      { ...listing, model: 'Silverado 1500', fuelType: 'plug-in-hybrid', drivetrain: 'awd' },
      facts({ model: 'Silverado', bodyType: null, fuelType: 'hybrid', drivetrain: '4wd' }),
    );
    expect(v).toMatchObject({ model: 'unknown', bodyType: 'unknown', fuelType: 'unknown', drivetrain: 'unknown' });
    expect(verdicts(listing, facts({ make: null, years: [] }))).toMatchObject({ make: 'unknown', year: 'unknown' });
  });

  it('reads an offline decode of two possible model years as agreeing when either is the listing year', () => {
    expect(verdicts(listing, facts({ years: [1991, 2021] })).year).toBe('agrees');
    expect(compareWithVin(listing, facts({ years: [1992, 2022] }))[2]).toMatchObject({ verdict: 'differs', vin: '1992 or 2022' });
  });
});

describe('vinVerification: the public marks', () => {
  const decoded = (patch: Partial<VinDecodeResponse> = {}): VinDecodeResponse => ({
    vin: 'W1N0G8EB1MF000001', valid: true, make: 'Mercedes-Benz', model: 'GLE', year: 2021, trim: null, bodyType: 'suv',
    fuelType: 'gasoline', drivetrain: 'awd', engine: '2.0L I4', undecoded: ['trim'], ...patch,
  });

  it('lists the agreeing fields and the engine of this very car', () => {
    expect(vinVerification(listing, decoded())).toEqual({ fields: ['make', 'model', 'year', 'bodyType', 'fuelType', 'drivetrain'], engine: '2.0L I4' });
    expect(vinVerification(listing, decoded({ year: 2019, drivetrain: null }))).toEqual({ fields: ['make', 'model', 'bodyType', 'fuelType'], engine: '2.0L I4' });
  });

  it('vouches for no engine when the model or the trim is another, and for nothing without a decode or with an unrecognised VIN', () => {
    expect(vinVerification(listing, decoded({ model: 'GLS' }))?.engine).toBeNull();
    const c300 = { ...listing, model: 'C-Class', bodyType: 'sedan', trim: 'C 300 4MATIC' };
    expect(vinVerification(c300, decoded({ model: 'C-Class', bodyType: 'sedan', trim: 'AMG C 63 S', engine: '4.0L V8 (M177)' }))?.engine).toBeNull();
    expect(vinVerification(c300, decoded({ model: 'C-Class', bodyType: 'sedan', trim: 'C300 4MATIC' }))?.engine).toBe('2.0L I4');
    expect(vinVerification(c300, decoded({ model: 'C-Class', bodyType: 'sedan', trim: null }))?.engine).toBe('2.0L I4');
    expect(vinVerification(listing, null)).toBeNull();
    expect(vinVerification(listing, decoded({ valid: false }))).toBeNull();
  });
});
