import type { SpecsGenerateResponse } from '@rl/contracts';

export type LuxuryClass = 'exotic' | 'luxury' | 'premium' | 'mainstream';

interface CatalogModelRef {
  make: string;
  model: string;
}

/**
 * What enrichment needs from the vehicle catalog (@rl/vehicle-catalog). Names are matched loosely
 * (case, punctuation, aliases) by the catalog; answers carry the catalog's spelling.
 */
export interface CatalogPort {
  makes(): string[];
  /** Catalog spelling of a make, or null when it is not in the catalog. */
  findMake(make: string): string | null;
  /** [] for an unknown make. */
  models(make: string): string[];
  /** [] for an unknown make or model. */
  trims(make: string, model: string): string[];
  findModel(make: string, model: string): CatalogModelRef | null;
  /** Stored values, or null when the catalog does not know the car (or that year). */
  specsFor(query: { make: string; model: string; year: number; trim?: string | null }): SpecsGenerateResponse | null;
  /** null for a make the catalog does not know. */
  luxuryClass(make: string): LuxuryClass | null;
}

export const CATALOG = Symbol('CATALOG');
