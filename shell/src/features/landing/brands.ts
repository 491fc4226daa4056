/** Landing-page brand tiles (spec §1, §2): loaded with the sections below the fold. */

export interface BrandTile {
  /** shown on the tile (the spec's names) */
  label: string;
  tagline: string;
  /**
   * The search filter the tile opens. The spec links tiles to /search?make={brand}, but two labels
   * are not makes as listings store them: 'Mercedes' is the make 'Mercedes-Benz', and 'Corvette' is
   * the model Corvette of the make 'Chevrolet' (the search page's brand chips map them the same way).
   */
  search: { make: string; model?: string };
  /** tile background: two colours of a diagonal gradient */
  tint: [string, string];
}

export const BRAND_TILES: readonly BrandTile[] = [
  { label: 'BMW', tagline: 'M cars, sport sedans and X-series SUVs', search: { make: 'BMW' }, tint: ['#0c2a52', '#1c5fae'] },
  {
    label: 'Mercedes',
    tagline: 'S-Class, G-Class and AMG performance',
    search: { make: 'Mercedes-Benz' },
    tint: ['#1a1d23', '#5b6472'],
  },
  { label: 'Lexus', tagline: 'Quiet luxury with a reputation for reliability', search: { make: 'Lexus' }, tint: ['#2b1418', '#7a2531'] },
  { label: 'Land Rover', tagline: 'Range Rover, Defender and Discovery', search: { make: 'Land Rover' }, tint: ['#0f2a1f', '#2f6b4f'] },
  {
    label: 'Corvette',
    tagline: 'Stingray and Z06, front- and mid-engine',
    search: { make: 'Chevrolet', model: 'Corvette' },
    tint: ['#3a0d0d', '#b42318'],
  },
  { label: 'Porsche', tagline: '911, Cayenne, Macan and Taycan', search: { make: 'Porsche' }, tint: ['#2c2410', '#8a6d2c'] },
];

/** /search?make=... (and &model=... for Corvette) */
export function brandSearchPath(tile: Pick<BrandTile, 'search'>): string {
  const params = new URLSearchParams({ make: tile.search.make });
  if (tile.search.model) params.set('model', tile.search.model);
  return `/search?${params.toString()}`;
}

/** Width of a brand card by window width (spec §1): 280 under 640 px, 290 under 768, 300 under 1024, else 306. */
export function brandCardWidth(windowWidth: number): number {
  if (windowWidth < 640) return 280;
  if (windowWidth < 768) return 290;
  if (windowWidth < 1024) return 300;
  return 306;
}
