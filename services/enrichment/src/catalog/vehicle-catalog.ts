import * as catalog from '@rl/vehicle-catalog';
import type { CatalogPort } from './catalog-port.js';

/** The shipped catalog (@rl/vehicle-catalog: curated, offline, synchronous) behind enrichment's CatalogPort. */
export const vehicleCatalog: CatalogPort = {
  makes: () => catalog.makes(),
  findMake: (make) => catalog.findMake(make),
  models: (make) => catalog.models(make),
  trims: (make, model) => catalog.trims(make, model),
  findModel: (make, model) => {
    const found = catalog.findModel(make, model);
    return found ? { make: found.make, model: found.model } : null;
  },
  specsFor: (query) => catalog.specsFor(query),
  // the catalog answers 'mainstream' for a make it does not know
  luxuryClass: (make) => (catalog.findMake(make) ? catalog.luxuryClass(make) : null),
};
