import { MAX_GENERATED_FEATURES, PRESET_FEATURES, type BodyType, type Drivetrain, type FeaturesGenerateInput, type FuelType } from '@rl/contracts';
import type { CatalogPort, LuxuryClass } from '../catalog/catalog-port.js';

/**
 * Feature suggestions for the listing form (spec §4 "auto features"). Richer than the browser's local
 * fallback of §7 (up to 8 items from year, luxury make and sport trim): rules over the make's class, the
 * year, the trim (sport/performance/off-road/upscale), the body, the fuel and the drivetrain, plus the
 * preset names the seller's description already mentions.
 *
 * Deterministic: each candidate carries a priority; the top MAX_GENERATED_FEATURES (12) are returned,
 * highest priority first (ties keep rule order). Names are the form's preset names (PRESET_FEATURES)
 * wherever one fits; the rest are short extra names the form shows as custom features.
 */

type Preset = (typeof PRESET_FEATURES)[number];
/** Extra (non-preset) names, in the filter panel's spelling where the filter has one. */
type Extra =
  | 'Apple CarPlay' | 'Android Auto' | 'Regenerative Braking' | 'DC Fast Charging' | 'Heat Pump' | 'Remote Climate Control'
  | 'Electric-Only Driving Mode' | 'Eco Driving Mode' | 'Sport Seats' | 'Sport-Tuned Suspension' | 'Performance Exhaust'
  | 'Launch Control' | 'Four-Wheel Drive' | 'Hill Descent Control' | 'Skid Plates' | 'Bed Liner' | 'Tow Package'
  | 'Power Liftgate' | 'Power Sliding Doors' | 'Power Convertible Top' | 'Ventilated Seats' | 'Head-Up Display'
  | 'Heated Steering Wheel' | 'Carbon-Ceramic Brakes';
type FeatureName = Preset | Extra;

const RULES_VERSION = 1;
/** Part of the job id, so a change of rules never reuses results computed by older rules. */
export const FEATURE_RULES_VERSION = `features-${RULES_VERSION}`;

// ---- trim and model classification ----

/** High-performance badges (model or trim): M cars, AMG, RS, SRT, Type R, GT3, Z06, Raptor... */
const PERFORMANCE = /\b(m[2-8](\s?(cs|csl|competition))?|x[3-7]\s?m|m\d{3}[a-z]*|amg(?!\s?line)|srt(\s?\d+)?|hellcat|demon|trackhawk|type[\s-]?r|type\s?s|gt[234](\s?rs)?|turbo\s?s|z06|zr1|z28|shelby|gt500|gt350|raptor|trx|nismo|black series|performante|svj|sto|v-series|blackwing|competition|f sport performance|is\s?f|rc\s?f|gs\s?f|gr\s?corolla|gr86|supra|n(?!\s?line)|sti|trd pro)\b/i;
/** RS is Audi's performance line but an appearance package at Chevrolet: performance only above mainstream. */
const RS = /\brs\s?\d?\b/i;
/** Sporty (but not necessarily high-performance) trims. A bare "S" counts only above mainstream (Nissan's S is the base trim). */
const SPORT = /\b(sport|gt|gts|gti|st|ss|si|r-line|s[\s-]?line|m sport|amg line|f sport|n line|trd|a-spec|r\/t|scat pack|rs|xse|gt-line|sport touring|club|redline|carrera|targa|4s)\b/i;
/** Sports cars: every trim is sporty. */
const SPORTS_MODELS = ['911', '718', '718cayman', '718boxster', 'cayman', 'boxster', 'corvette', 'mustang', 'camaro', 'challenger', 'mx5', 'mx5miata', 'miata', 'supra', 'gr86', '86', 'brz', 'wrx', 'z', '370z', 'nissanz', 'gtr', 'm2', 'm3', 'm4', 'm8', 'z4', 'tt', 'r8', 'amggt', 'slc', 'sl', 'ftype', 'viper', 'nsx', 'lc', 'rcf', 'vantage', 'db11', 'db12', 'dbs'];
const OFF_ROAD = /\b(rubicon|trail(hawk|\s?boss)?|off-?road|trd\s?(pro|off-?road)|raptor|trx|zr2|at4x?|tremor|wildtrak|badlands|sasquatch|pro-4x|x-pro|overland|mojave|wilderness)\b/i;
const UPSCALE = /\b(limited|platinum|touring|ex-l|lariat|king ranch|denali|high country|premier|signature|reserve|prestige|calligraphy|autobiography|pinnacle|summit|titanium|sl|sv|sel premium|xle premium|xse premium|laramie|longhorn|limited longhorn|black label|elite|ultimate|luxury|premium plus)\b/i;

/** Large SUVs with a third row (model names, compared without case and punctuation). */
const THIRD_ROW_MODELS = [
  'tahoe', 'suburban', 'yukon', 'yukonxl', 'escalade', 'escaladeesv', 'expedition', 'expeditionmax', 'navigator', 'sequoia',
  'landcruiser', 'gx', 'gx460', 'gx550', 'lx', 'lx570', 'lx600', 'qx80', 'qx60', 'armada', 'highlander', 'grandhighlander',
  'pilot', 'mdx', 'telluride', 'palisade', 'atlas', 'ascent', 'traverse', 'enclave', 'explorer', 'aviator', 'xc90', 'x7', 'gls',
  'glsclass', 'q7', 'durango', 'grandcherokeel', 'wagoneer', 'grandwagoneer', 'cx9', 'cx90', 'pathfinder', 'sorento', 'ev9',
  'modelx', 'discovery', 'acadia', 'xt6', 'ioniq9', 'eqssuv', 'r1s',
];
/** Body-on-frame SUVs that usually come with a hitch receiver. */
const TOWING_SUVS = [
  'tahoe', 'suburban', 'yukon', 'yukonxl', 'escalade', 'escaladeesv', 'expedition', 'expeditionmax', 'navigator', 'sequoia',
  'landcruiser', 'gx', 'gx460', 'gx550', 'lx', 'lx570', 'lx600', 'qx80', 'armada', '4runner', 'wrangler', 'grandcherokee',
  'grandcherokeel', 'wagoneer', 'grandwagoneer', 'durango', 'bronco', 'defender', 'gclass', 'gwagon', 'rangerover',
];


const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Preset / filter names and the words sellers use for them (description scan). */
const DESCRIPTION_WORDS: Array<[FeatureName, RegExp]> = [
  ['Sunroof/Moonroof', /\b(sun|moon|panoramic)\s?roof\b/i],
  ['Navigation System', /\bnav(igation)?\b/i],
  ['Heated Seats', /\bheated (front |rear )?seats?\b/i],
  ['Ventilated Seats', /\b(ventilated|cooled) seats?\b/i],
  ['Leather Interior', /\bleather\b/i],
  ['Third Row Seating', /\b(third|3rd)[\s-]row\b|\b[78][\s-]passenger\b|\bseats? (7|8|seven|eight)\b/i],
  ['Trailer Hitch', /\b(tow(ing)? (hitch|package)|trailer hitch|hitch)\b/i],
  ['Premium Sound System', /\b(premium (sound|audio)|harman|bose|bang\s?&?\s?olufsen|burmester|mark levinson|meridian|bowers|jbl|revel)\b/i],
  ['Adaptive Cruise Control', /\badaptive cruise\b/i],
  ['Head-Up Display', /\bhead[\s-]?up display\b|\bhud\b/i],
  ['Remote Start', /\bremote start\b/i],
  ['Wireless Charging', /\bwireless (phone )?charg/i],
  ['Parking Sensors', /\bpark(ing)? (sensors?|assist)\b/i],
  ['Blind Spot Monitoring', /\bblind[\s-]spot\b/i],
  ['Roof Rack', /\broof (rack|rails)\b/i],
  ['Carbon-Ceramic Brakes', /\bcarbon[\s-]ceramic\b/i],
  ['Apple CarPlay', /\bcarplay\b/i],
  ['Android Auto', /\bandroid auto\b/i],
];

interface FeatureContext {
  input: FeaturesGenerateInput;
  luxury: LuxuryClass;
  bodyType: BodyType | null;
  fuelType: FuelType | null;
  drivetrain: Drivetrain | null;
}

/** Fills what the form did not send (body, fuel) and what it never sends (drivetrain) from the catalog. */
function featureContext(input: FeaturesGenerateInput, catalog: CatalogPort): FeatureContext {
  const specs = catalog.specsFor({ make: input.make, model: input.model, year: input.year, trim: input.trim });
  return {
    input,
    luxury: catalog.luxuryClass(input.make) ?? 'mainstream',
    bodyType: input.bodyType ?? specs?.bodyType ?? null,
    fuelType: input.fuelType ?? specs?.fuelType ?? null,
    drivetrain: specs?.drivetrain ?? drivetrainFromTrim(input.trim),
  };
}

function drivetrainFromTrim(trim: string | null): Drivetrain | null {
  if (!trim) return null;
  if (/\b(4x4|4wd|4motion)\b/i.test(trim)) return /4motion/i.test(trim) ? 'awd' : '4wd';
  if (/\b(awd|xdrive|4matic\+?|quattro|sh-awd|all4|q4|e-four|carrera 4s?|4s|targa)\b/i.test(trim)) return 'awd';
  return null;
}

export function generateFeatures(input: FeaturesGenerateInput, catalog: CatalogPort): string[] {
  return rankFeatures(featureContext(input, catalog));
}

/** The rules, over a resolved context (exported for tests). */
function rankFeatures(ctx: FeatureContext): string[] {
  const { input, luxury, bodyType, fuelType, drivetrain } = ctx;
  const year = input.year;
  const trim = input.trim ?? '';
  const modelKey = norm(input.model);
  const badge = `${input.model} ${trim}`;
  const upmarket = luxury !== 'mainstream';
  const exotic = luxury === 'exotic';
  const electric = fuelType === 'electric';
  const hybrid = fuelType === 'hybrid' || fuelType === 'plug-in-hybrid';
  const performance = exotic || PERFORMANCE.test(badge) || (upmarket && RS.test(badge));
  const sporty = performance || SPORT.test(trim) || SPORTS_MODELS.includes(modelKey) || (upmarket && /^\s*s\s*$/i.test(trim));
  const offRoad = OFF_ROAD.test(badge);
  const upscale = UPSCALE.test(trim);
  const truck = bodyType === 'truck';
  const suv = bodyType === 'suv';

  const out = new Map<FeatureName, number>();
  const add = (name: FeatureName, priority: number, when = true) => {
    if (!when) return;
    const had = out.get(name);
    if (had === undefined || priority > had) out.set(name, priority);
  };

  // what the seller already wrote about
  for (const [name, words] of DESCRIPTION_WORDS) add(name, 100, words.test(input.vehicleDescription ?? ''));

  // powertrain
  add('Regenerative Braking', 92, electric || hybrid);
  add('DC Fast Charging', 91, electric && year >= 2012);
  add('Electric-Only Driving Mode', 89, fuelType === 'plug-in-hybrid');
  add('Eco Driving Mode', 74, fuelType === 'hybrid');
  add('Heat Pump', 56, electric && year >= 2021);
  add('All-Wheel Drive', 80, drivetrain === 'awd' || drivetrain === 'all-wheel-drive');
  add('Four-Wheel Drive', 80, drivetrain === '4wd');

  // sport / performance / off-road trims
  add('Launch Control', 87, performance && year >= 2008 && !truck);
  add('Performance Exhaust', 86, performance && !electric);
  add('Sport Seats', 84, sporty);
  add('Sport-Tuned Suspension', 83, sporty && !offRoad);
  add('Carbon-Ceramic Brakes', 66, exotic && year >= 2010);
  add('Hill Descent Control', 82, offRoad);
  add('Skid Plates', 81, offRoad);

  // body
  add('Third Row Seating', 79, (suv && THIRD_ROW_MODELS.includes(modelKey)) || bodyType === 'minivan');
  add('Power Sliding Doors', 78, bodyType === 'minivan');
  add('Trailer Hitch', 78, truck || (suv && TOWING_SUVS.includes(modelKey)));
  add('Bed Liner', 72, truck);
  add('Roof Rack', 73, suv || bodyType === 'wagon');
  add('Power Liftgate', 54, (suv || bodyType === 'minivan') && year >= 2012 && (upmarket || upscale || year >= 2020));
  add('Power Convertible Top', 77, bodyType === 'convertible');

  // luxury and upscale trims
  add('Leather Interior', 71, upmarket || upscale);
  add('Navigation System', 70, upmarket || (upscale && year >= 2010));
  add('Premium Sound System', 69, upmarket || upscale);
  add('Heated Seats', 68, upmarket || upscale || (year >= 2020 && (suv || truck)));
  add('Ventilated Seats', 53, (luxury === 'luxury' || exotic || /platinum|king ranch|denali|limited|high country|calligraphy|autobiography/i.test(trim)) && year >= 2012);
  add('Head-Up Display', 47, (luxury === 'luxury' || exotic) && year >= 2016);
  add('Heated Steering Wheel', 46, upmarket && year >= 2016 && !exotic);
  add('Sunroof/Moonroof', 52, (upmarket || upscale) && bodyType !== 'convertible' && !exotic);
  add('Parking Sensors', 50, (upmarket && year >= 2010) || (suv && year >= 2020) || truck && year >= 2018);

  // connectivity and comfort by year (spec §7 fallback: backup camera, Bluetooth, USB from 2015; CarPlay/Android Auto from 2018)
  add('Backup Camera', 65, year >= 2015 || (upmarket && year >= 2010));
  add('Apple CarPlay', 62, year >= 2018 || (year >= 2016 && upmarket && luxury !== 'exotic'));
  add('Android Auto', 61, year >= 2018 || (year >= 2016 && upmarket && luxury !== 'exotic'));
  add('Bluetooth Connectivity', 43, year >= 2010 || (upmarket && year >= 2006));
  add('USB Ports', 40, year >= 2015);
  add('Wireless Charging', 48, year >= 2022 || (upmarket && year >= 2019));

  // driver assistance by year
  add('Blind Spot Monitoring', 60, year >= 2019 || (upmarket && year >= 2014));
  add('Automatic Emergency Braking', 58, year >= 2020 || (upmarket && year >= 2017));
  add('Adaptive Cruise Control', 57, year >= 2021 || (upmarket && year >= 2015));
  add('Lane Departure Warning', 55, year >= 2019 || (upmarket && year >= 2015));

  // basics
  add('Remote Start', 45, !electric && year >= 2015 && (truck || suv || upmarket));
  add('Remote Climate Control', 45, electric && year >= 2015);
  add('Keyless Entry', 44, year >= 1995);
  add('Cruise Control', 35, !out.has('Adaptive Cruise Control'));
  add('Air Conditioning', 30);
  add('Power Windows', 20);
  add('Power Door Locks', 19);

  return [...out.entries()]
    .map(([name, priority], order) => ({ name, priority, order }))
    .sort((a, b) => b.priority - a.priority || a.order - b.order)
    .slice(0, MAX_GENERATED_FEATURES)
    .map((f) => f.name);
}
