import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  CatalogModelsQuerySchema, CatalogTrimsQuerySchema, ROUTES, type CatalogMakesResponse, type CatalogModelsResponse,
  type CatalogTrimsResponse,
} from '@rl/contracts';
import { CATALOG, type CatalogPort } from '../../catalog/catalog-port.js';

const CACHE = 'public, max-age=3600';
/** Set on success only: an error answer must not be cached for an hour. */
const cacheable = <T>(res: Response, body: T): T => {
  res.setHeader('Cache-Control', CACHE);
  return body;
};

/**
 * The make -> model -> trim lists for the listing form (spec §3, §4). Under /api/catalog/ because the
 * gateway sends the rest of /api/vehicles to listings. A make or model the catalog does not know answers
 * an empty list (the form then takes free text); a missing parameter is a 400.
 */
@Controller()
export class BrowseCatalogController {
  constructor(@Inject(CATALOG) private readonly catalog: CatalogPort) {}

  @Get(ROUTES.catalogMakes)
  makes(@Res({ passthrough: true }) res: Response): CatalogMakesResponse {
    return cacheable(res, { makes: this.catalog.makes() });
  }

  @Get(ROUTES.catalogModels)
  models(@Query({ schema: CatalogModelsQuerySchema }) q: { make: string }, @Res({ passthrough: true }) res: Response): CatalogModelsResponse {
    const make = this.catalog.findMake(q.make) ?? q.make;
    return cacheable(res, { make, models: this.catalog.models(make) });
  }

  @Get(ROUTES.catalogTrims)
  trims(@Query({ schema: CatalogTrimsQuerySchema }) q: { make: string; model: string }, @Res({ passthrough: true }) res: Response): CatalogTrimsResponse {
    const found = this.catalog.findModel(q.make, q.model);
    const make = found?.make ?? this.catalog.findMake(q.make) ?? q.make;
    const model = found?.model ?? q.model;
    return cacheable(res, { make, model, trims: found ? this.catalog.trims(found.make, found.model) : [] });
  }
}
