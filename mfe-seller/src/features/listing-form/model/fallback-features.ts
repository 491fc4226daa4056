/** Spec §7: when feature generation fails, up to 8 features from local rules. */
const FALLBACK_FEATURE_LIMIT = 8;

const LUXURY_MAKES = new Set(
  [
    'Acura', 'Alfa Romeo', 'Aston Martin', 'Audi', 'Bentley', 'BMW', 'Cadillac', 'Ferrari', 'Genesis', 'Infiniti', 'Jaguar',
    'Lamborghini', 'Land Rover', 'Lexus', 'Lincoln', 'Lotus', 'Maserati', 'Maybach', 'McLaren', 'Mercedes-Benz', 'Polestar',
    'Porsche', 'Rolls-Royce', 'Tesla', 'Volvo',
  ].map((m) => m.toLowerCase()),
);

const SPORT_TRIM = /\b(sport|performance|gt[isr]?|gts|amg|rs\s?\d*|m\d*|m sport|s line|type r|srt|ss|st|nismo|trd|f sport|r-dynamic|competition|turbo)\b/i;

export function fallbackFeatures(input: { make: string; year: number; trim?: string | null }): string[] {
  const out: string[] = [];
  const add = (...names: string[]) => {
    for (const n of names) if (!out.includes(n)) out.push(n);
  };
  if (input.year >= 2015) add('Backup Camera', 'Bluetooth Connectivity', 'USB Ports');
  if (LUXURY_MAKES.has(input.make.trim().toLowerCase())) add('Premium Sound System', 'Leather Interior', 'Navigation System');
  if (input.trim && SPORT_TRIM.test(input.trim)) add('Sport Seats', 'Sport-Tuned Suspension');
  if (input.year >= 2018) add('Apple CarPlay', 'Android Auto');
  return out.slice(0, FALLBACK_FEATURE_LIMIT);
}
