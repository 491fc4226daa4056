import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BODY_TYPES, DRIVETRAINS, FILTER_MAKES, FUEL_TYPES, TRANSMISSIONS } from '@rl/contracts';
import {
  allModels,
  catalogStats,
  filterMakes,
  findMake,
  findModel,
  formMakes,
  isKnownYear,
  luxuryClass,
  makes,
  makeYears,
  models,
  modelYears,
  specsFor,
  trims,
  trimYears,
  type VehicleSpecs,
} from '@rl/vehicle-catalog';

const valid = (s: VehicleSpecs | null) => {
  expect(s).not.toBeNull();
  expect(BODY_TYPES).toContain(s!.bodyType);
  expect(FUEL_TYPES).toContain(s!.fuelType);
  expect(TRANSMISSIONS).toContain(s!.transmission);
  expect(DRIVETRAINS).toContain(s!.drivetrain);
};
const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9+]/g, '');

describe('makes', () => {
  it('has the 41 filter makes and about 52 form makes, sorted', () => {
    expect(filterMakes()).toEqual([...FILTER_MAKES].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(makes().length).toBeGreaterThanOrEqual(50);
    expect(formMakes()).toEqual(makes());
    expect(makes()).toEqual([...makes()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const extra of ['Lotus', 'Lucid', 'Polestar', 'Rivian', 'Scion', 'Smart', 'Karma', 'Fisker', 'VinFast', 'INEOS', 'Bugatti']) {
      expect(makes()).toContain(extra);
    }
  });

  it('gives every filter make its model line-up', () => {
    for (const make of FILTER_MAKES) expect(models(make).length).toBeGreaterThanOrEqual(2);
    const stats = catalogStats();
    expect(stats.models).toBeGreaterThan(400);
    expect(stats.trims).toBeGreaterThan(2500);
    expect(stats.years).toEqual([2015, 2026]);
  });

  it('classifies makes for feature rules', () => {
    expect(luxuryClass('Ferrari')).toBe('exotic');
    expect(luxuryClass('Rolls-Royce')).toBe('exotic');
    expect(luxuryClass('BMW')).toBe('luxury');
    expect(luxuryClass('mercedes')).toBe('luxury');
    expect(luxuryClass('Acura')).toBe('premium');
    expect(luxuryClass('Toyota')).toBe('mainstream');
    expect(luxuryClass('Unknown Motors')).toBe('mainstream');
    for (const make of makes()) expect(['exotic', 'luxury', 'premium', 'mainstream']).toContain(luxuryClass(make));
  });
});

describe('catalog data', () => {
  const all = allModels();

  it('has valid stored specs for every model and every trim', () => {
    const isValid = (x: VehicleSpecs | null) =>
      !!x &&
      (BODY_TYPES as readonly string[]).includes(x.bodyType) &&
      (FUEL_TYPES as readonly string[]).includes(x.fuelType) &&
      (TRANSMISSIONS as readonly string[]).includes(x.transmission) &&
      (DRIVETRAINS as readonly string[]).includes(x.drivetrain);
    const problems: string[] = [];
    for (const m of all) {
      if (!isValid(m.specs) || !m.bodyTypes.includes(m.specs.bodyType)) problems.push(`${m.make} ${m.model}: ${JSON.stringify(m.specs)}`);
      for (const t of m.trims) {
        for (const year of [t.years[0], t.years[t.years.length - 1]]) {
          const x = specsFor({ make: m.make, model: m.model, year, trim: t.name });
          if (!isValid(x)) problems.push(`${m.make} ${m.model} ${t.name} ${year}: ${JSON.stringify(x)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    valid(specsFor({ make: 'BMW', model: 'X5' }));
  });

  it('has no duplicate trims or models', () => {
    for (const m of all) {
      const names = m.trims.map((t) => key(t.name));
      expect(new Set(names).size).toBe(names.length);
      expect(new Set(m.trims.map((t) => t.name.toLowerCase())).size).toBe(m.trims.length);
    }
    for (const make of makes()) {
      const names = models(make).map(key);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('has real year spans, and trims for every model year (coherent make/model/trim/year combinations)', () => {
    const problems: string[] = [];
    for (const m of all) {
      if (!m.years.length || m.years[0] < 2015 || m.years[m.years.length - 1] > 2026) problems.push(`${m.make} ${m.model}: years ${m.years}`);
      for (const t of m.trims) for (const y of t.years) if (!m.years.includes(y)) problems.push(`${m.make} ${m.model} ${t.name}: ${y}`);
      for (const y of m.years) if (!trims(m.make, m.model, y).length) problems.push(`${m.make} ${m.model} ${y}: no trims`);
    }
    expect(problems).toEqual([]);
  });

  it('drops discontinued, non-US and commercial models', () => {
    expect(models('Toyota', 2026)).not.toContain('Celica');
    expect(findModel('Toyota', 'Celica')).toBeNull();
    expect(models('Chevrolet', 2026)).not.toContain('Impala');
    expect(modelYears('Dodge', 'Challenger').at(-1)).toBe(2023);
    expect(modelYears('Chevrolet', 'Camaro').at(-1)).toBe(2024);
    expect(models('Mercedes-Benz')).not.toContain('Sprinter');
    expect(models('Ford')).not.toContain('Transit');
    expect(models('Volvo')).not.toContain('VT');
    expect(models('Chevrolet')).not.toContain('Onix');
    expect(modelYears('BMW', 'M3')).not.toContain(2020);
  });

  it('has Tesla trims written by hand', () => {
    expect(trims('Tesla', 'Model 3')).toEqual(expect.arrayContaining(['Long Range', 'Performance']));
    expect(trims('Tesla', 'Model S')).toContain('Plaid');
  });
});

describe('form lookups', () => {
  it('lists models, trims and years', () => {
    expect(models('BMW')).toEqual(expect.arrayContaining(['3 Series', 'X5', 'M3', 'i4']));
    expect(models('Nope')).toEqual([]);
    expect(trims('BMW', 'X5')).toEqual(expect.arrayContaining(['sDrive40i', 'xDrive40i', 'xDrive50e', 'M60i', 'M']));
    expect(trims('BMW', 'X5', 2015)).not.toContain('xDrive50e');
    expect(trims('BMW', 'X5', 2024)).toContain('xDrive50e');
    expect(trims('Porsche', '911')).toEqual(expect.arrayContaining(['Carrera', 'Carrera S', 'Carrera 4S', 'Targa 4', 'Turbo S', 'GT3']));
    expect(trims('BMW', 'Nope')).toEqual([]);
    expect(trimYears('BMW', 'X5', 'xDrive50e')).toEqual([2024, 2025, 2026]);
    expect(modelYears('Tesla', 'Model 3')[0]).toBe(2017);
    expect(makeYears('Scion')).toEqual([2015, 2016]);
  });

  it('matches makes and models forgivingly', () => {
    expect(findMake('Mercedes')).toBe('Mercedes-Benz');
    expect(findMake('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(findMake('Chevy')).toBe('Chevrolet');
    expect(findMake('VW')).toBe('Volkswagen');
    expect(findMake('INFINITI')).toBe('Infiniti');
    expect(findMake('rolls royce')).toBe('Rolls-Royce');
    expect(findMake('Acme')).toBeNull();
    expect(findModel('Range Rover', 'Sport')).toMatchObject({ make: 'Land Rover', model: 'Range Rover Sport' });
    expect(findModel('Range Rover', '')).toMatchObject({ make: 'Land Rover', model: 'Range Rover' });
    expect(findModel('Land Rover', 'Range Rover')).toMatchObject({ model: 'Range Rover', matchedBy: 'name' });
    expect(findModel('land rover', 'range rover velar')).toMatchObject({ model: 'Range Rover Velar' });
    expect(findModel('Chevy', 'Silverado')).toMatchObject({ make: 'Chevrolet', model: 'Silverado 1500' });
    expect(findModel('VW', 'GTI')).toMatchObject({ make: 'Volkswagen', model: 'Golf GTI' });
    expect(findModel('Ford', 'f150')).toMatchObject({ model: 'F-150' });
    expect(findModel('Ford', 'F-150 Raptor')).toMatchObject({ model: 'F-150', matchedBy: 'prefix' });
    expect(findModel('BMW', '330i')).toMatchObject({ model: '3 Series', matchedBy: 'alias' });
    expect(findModel('Mercedes', 'C300')).toMatchObject({ make: 'Mercedes-Benz', model: 'C-Class' });
    expect(findModel('Mercedes-Benz', 'GLE 450 4MATIC')).toMatchObject({ model: 'GLE' });
    expect(findModel('Mercedes-Benz', 'AMG GT 63')).toMatchObject({ model: 'AMG GT' });
    expect(findModel('Lexus', 'RX350')).toMatchObject({ model: 'RX' });
    expect(findModel('Honda', 'CRV')).toMatchObject({ model: 'CR-V' });
    expect(findModel('Mazda', 'Miata')).toMatchObject({ model: 'MX-5 Miata' });
    expect(findModel('Toyota', 'Supra')).toMatchObject({ model: 'GR Supra' });
    // vPIC spellings (decoded VINs)
    expect(findModel('ALFA ROMEO', 'Giulia (952)')).toMatchObject({ model: 'Giulia' });
    expect(findModel('MERCEDES-BENZ', 'GLE-Class')).toMatchObject({ model: 'GLE' });
    expect(findModel('TOYOTA', 'Scion FR-S')).toBeNull();
    expect(findModel('Scion', 'FR-S')).toMatchObject({ make: 'Scion' });
    expect(findModel('BMW', 'Nope')).toBeNull();
  });

  it('checks a make/model/year as a decoded VIN would state it', () => {
    expect(isKnownYear('Tesla', 'Model 3', 2019)).toBe(true);
    expect(isKnownYear('Tesla', 'Model 3', 2016)).toBe(false);
    expect(isKnownYear('Polestar', null, 2016)).toBe(false);
    expect(isKnownYear('Tesla', null, 2012)).toBeNull();
    expect(isKnownYear('Acme', 'X', 2020)).toBeNull();
  });
});

describe('specsFor', () => {
  const s = (make: string, model: string, trim?: string, year?: number) => specsFor({ make, model, trim, year });

  it('answers known cars', () => {
    expect(s('BMW', 'X5', 'xDrive40i')).toEqual({ bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd' });
    expect(['gasoline', 'premium-gasoline']).toContain(s('BMW', 'X5', 'xDrive40i')!.fuelType);
    expect(s('Porsche', '911', 'Carrera 4S')).toMatchObject({ bodyType: 'coupe', drivetrain: 'awd' });
    expect(s('Toyota', 'Camry')).toMatchObject({ bodyType: 'sedan', drivetrain: 'fwd' });
    expect(s('Tesla', 'Model 3')).toMatchObject({ fuelType: 'electric', transmission: 'automatic' });
    expect(s('Ford', 'F-150')).toMatchObject({ bodyType: 'truck' });
    expect(s('Mercedes-Benz', 'C-Class', 'C 300 4MATIC')).toMatchObject({ drivetrain: 'awd' });
    expect(s('Mercedes-Benz', 'C 300 4MATIC')).toMatchObject({ drivetrain: 'awd', bodyType: 'sedan' });
    expect(s('Audi', 'A4', 'quattro')).toMatchObject({ drivetrain: 'awd' });
    expect(s('Audi', 'A4', 'Premium Plus quattro')).toMatchObject({ drivetrain: 'awd', bodyType: 'sedan' });
    expect(s('Toyota', 'RAV4', 'Hybrid')).toMatchObject({ fuelType: 'hybrid', drivetrain: 'awd' });
    expect(s('Toyota', 'RAV4 Hybrid')).toMatchObject({ fuelType: 'hybrid', drivetrain: 'awd' });
    expect(s('Toyota', 'RAV4', 'XLE Hybrid', 2021)).toMatchObject({ fuelType: 'hybrid', drivetrain: 'awd', transmission: 'cvt' });
  });

  it('reads trim keywords', () => {
    expect(s('BMW', 'X5', 'sDrive40i')).toMatchObject({ drivetrain: 'rwd' });
    expect(s('BMW', 'X1', 'sDrive28i')).toMatchObject({ drivetrain: 'fwd' });
    expect(s('BMW', 'X5', 'xDrive50e')).toMatchObject({ fuelType: 'plug-in-hybrid', drivetrain: 'awd' });
    expect(s('BMW', '3 Series', '330e')).toMatchObject({ fuelType: 'plug-in-hybrid' });
    expect(s('BMW', '3 Series', '328d xDrive')).toMatchObject({ fuelType: 'diesel', drivetrain: 'awd' });
    expect(s('BMW', '4 Series', '430i Gran Coupe')).toMatchObject({ bodyType: 'sedan' });
    expect(s('BMW', '4 Series', 'M440i xDrive Convertible')).toMatchObject({ bodyType: 'convertible', drivetrain: 'awd' });
    expect(s('Porsche', '911', 'Carrera', 2018)).toMatchObject({ drivetrain: 'rwd', transmission: '7-speed-dual-clutch' });
    expect(s('Porsche', '911', 'Carrera S PDK', 2022)).toMatchObject({ transmission: '8-speed-automatic' });
    expect(s('Porsche', '911', 'Carrera 4 Cabriolet')).toMatchObject({ bodyType: 'convertible', drivetrain: 'awd' });
    expect(s('Porsche', '911', 'Targa 4S')).toMatchObject({ drivetrain: 'awd', bodyType: 'convertible' });
    expect(s('Porsche', '911', 'Turbo S')).toMatchObject({ drivetrain: 'awd' });
    expect(s('Porsche', '911', 'GT3 Touring manual')).toMatchObject({ transmission: 'manual', drivetrain: 'rwd' });
    expect(s('Porsche', 'Cayenne', 'E-Hybrid')).toMatchObject({ fuelType: 'plug-in-hybrid' });
    expect(s('Porsche', 'Macan', '4 Electric')).toMatchObject({ fuelType: 'electric', transmission: 'automatic' });
    expect(s('Volkswagen', 'Golf GTI', 'DSG', 2018)).toMatchObject({ transmission: 'automatic' });
    expect(s('Volkswagen', 'Golf GTI', 'Autobahn DSG', 2023)).toMatchObject({ transmission: '7-speed-dual-clutch' });
    expect(s('Hyundai', 'Veloster', 'Turbo DCT', 2016)).toMatchObject({ transmission: '7-speed-dual-clutch' });
    expect(s('Porsche', '911', 'Carrera PDK', 2018)).toMatchObject({ transmission: '7-speed-dual-clutch' });
    expect(s('Volkswagen', 'Tiguan', 'SE 4Motion')).toMatchObject({ drivetrain: 'awd' });
    expect(s('Toyota', 'Tacoma', 'SR5 4x2')).toMatchObject({ drivetrain: 'rwd' });
    expect(s('Toyota', 'Tundra', 'Limited 4WD')).toMatchObject({ drivetrain: '4wd' });
    expect(s('Honda', 'CR-V', 'EX 2WD')).toMatchObject({ drivetrain: 'fwd' });
    expect(s('Honda', 'Civic', 'Type R')).toMatchObject({ bodyType: 'hatchback', transmission: 'manual' });
    expect(s('Lexus', 'RX 450h')).toMatchObject({ fuelType: 'hybrid' });
    expect(s('Lexus', 'NX', 'NX 450h+')).toMatchObject({ fuelType: 'plug-in-hybrid' });
    expect(s('Lexus', 'RZ', 'RZ 450e')).toMatchObject({ fuelType: 'electric' });
    expect(s('Kia', 'Niro', 'Plug-in Hybrid EX')).toMatchObject({ fuelType: 'plug-in-hybrid' });
    expect(s('Jeep', 'Wrangler', 'Rubicon 4xe')).toMatchObject({ fuelType: 'plug-in-hybrid', drivetrain: '4wd' });
    expect(s('Ram', '2500', 'Laramie Cummins')).toMatchObject({ fuelType: 'diesel' });
    expect(s('Tesla', 'Model 3', 'Long Range')).toMatchObject({ drivetrain: 'awd' });
    expect(s('Tesla', 'Model S', '85')).toMatchObject({ drivetrain: 'rwd', fuelType: 'electric' });
    expect(s('Tesla', 'Model S', 'P85D')).toMatchObject({ drivetrain: 'awd', fuelType: 'electric' });
    expect(s('Subaru', 'WRX', 'STI')).toMatchObject({ drivetrain: 'awd', transmission: 'manual' });
    expect(s('Acura', 'MDX', 'Technology SH-AWD')).toMatchObject({ drivetrain: 'awd' });
    expect(s('Volvo', 'XC60', 'Recharge T8 Inscription')).toMatchObject({ fuelType: 'plug-in-hybrid', drivetrain: 'awd' });
    expect(s('Volvo', 'XC40 Recharge', 'Twin')).toMatchObject({ fuelType: 'electric' });
  });

  it('follows generations by year', () => {
    expect(s('Toyota', 'Camry', undefined, 2016)).toMatchObject({ transmission: 'automatic', fuelType: 'gasoline' });
    expect(s('Toyota', 'Camry', 'LE', 2020)).toMatchObject({ transmission: '8-speed-automatic' });
    expect(s('BMW', 'M3', 'Base', 2016)).toMatchObject({ transmission: '7-speed-dual-clutch' });
    expect(s('Dodge', 'Charger', 'Daytona Scat Pack', 2024)).toMatchObject({ fuelType: 'electric', bodyType: 'coupe' });
    expect(specsFor({ make: 'Toyota', model: 'Sienna', year: '2022' })).toMatchObject({ fuelType: 'hybrid' });
  });

  it('answers null when the make or model is unknown', () => {
    expect(specsFor({ make: 'Acme', model: 'Roadrunner' })).toBeNull();
    expect(specsFor({ make: 'BMW', model: 'Nope' })).toBeNull();
    expect(specsFor({ make: null, model: 'X5' })).toBeNull();
  });

  it('is fast after the first call', () => {
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) {
      specsFor({ make: 'BMW', model: 'X5', trim: 'xDrive40i', year: 2020 });
      findModel('mercedes', 'C 300');
    }
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('curation', () => {
  it('data/catalog.json is what scripts/curate.mjs produces from the raw export and the tables', () => {
    const script = fileURLToPath(new URL('../scripts/curate.mjs', import.meta.url));
    const r = spawnSync(process.execPath, [script, '--check'], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
