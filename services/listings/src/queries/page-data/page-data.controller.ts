import { Controller, Get, Header, Headers, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import { FIRST_SCREEN, INTERNAL_ROUTES, PAGE_DATA_HEADERS } from '@rl/contracts';
import { apiError, ReadReplica, SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../../env.js';
import { publicListingSql } from '../../vehicles/freshness-sql.js';
import { AnswerCache } from '../../public-cache/answer-cache.js';
import { IdParamSchema, notFound, type IdParam } from '../../vehicles/access.js';
import { VehiclesStore } from '../../vehicles/vehicles.store.js';
import { publicOrigin } from './public-origin.js';
import { renderSitemap, renderSitemapIndex, sitemapFileCount, type SitemapListing } from './sitemap.js';
import { vehiclePageFirstScreen, vehiclePageHead } from './vehicle-page-head.js';

const originHeader = PAGE_DATA_HEADERS.origin.toLowerCase();

const SitemapQuerySchema = z.strictObject({
  page: z.string().regex(/^[1-9][0-9]{0,5}$/, 'page must be a whole number from 1').transform(Number).optional(),
});

/**
 * Page data for the gateway (INTERNAL_ROUTES.listings.vehiclePageHead and .sitemap): the head tags and first screen of a public listing's page, and the sitemap.
 * Public data only, so no identity is asked; the gateway does not route /pages, it calls it for
 * `/vehicles/{id}` and `/sitemap.xml`. No view is counted (the page's own API call counts it).
 */
@Controller()
export class PageDataController {
  private readonly perFile: number;

  constructor(
    private readonly vehicles: VehiclesStore,
    private readonly cache: AnswerCache,
    private readonly replica: ReadReplica,
    @Inject(SERVICE_ENV) env: ListingsEnv,
  ) {
    this.perFile = env.SITEMAP_LISTINGS_PER_FILE;
  }

  @Get(INTERNAL_ROUTES.listings.vehiclePageHead)
  @Header('Cache-Control', 'no-store')
  async vehicleHead(
    @Param({ schema: IdParamSchema }) { id }: IdParam,
    @Headers(originHeader) origin: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const site = publicOrigin(origin);
    const row = await this.cache.through(`page-vehicle:${id}`, () => this.vehicles.findPublic(id, this.replica));
    if (!row) throw notFound();
    const head = vehiclePageHead(row, site);
    // the type only on success: error answers stay JSON
    res.type('text/html').setHeader(PAGE_DATA_HEADERS.head, head).setHeader(FIRST_SCREEN.header, vehiclePageFirstScreen(row));
    return head;
  }

  /**
   * Every public listing (approved and sold) and the static pages: one file while they fit, otherwise
   * an index of `?page=N` files, newest listings first (the primary key's order: no sort).
   */
  @Get(INTERNAL_ROUTES.listings.sitemap)
  @Header('Cache-Control', 'no-cache')
  async sitemap(
    @Query({ schema: SitemapQuerySchema }) q: z.infer<typeof SitemapQuerySchema>,
    @Headers(originHeader) origin: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const site = publicOrigin(origin);
    const files = sitemapFileCount(await this.cache.through('sitemap-count', () => this.publicCount()), this.perFile);
    if (q.page !== undefined && q.page > files) throw apiError(404, `The sitemap has ${files} page${files === 1 ? '' : 's'}`);
    const page = q.page ?? 1;
    const xml = q.page === undefined && files > 1
      ? renderSitemapIndex(site, files)
      : renderSitemap(site, await this.cache.through(`sitemap:${page}`, () => this.publicPage(page)), page === 1);
    // the type only on success: error answers stay JSON
    res.type('application/xml');
    return xml;
  }

  private async publicCount(): Promise<number> {
    const rows: { n: number }[] = await this.replica.query(
      `SELECT count(*)::int AS n FROM ${this.vehicles.table} v WHERE ${publicListingSql()}`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  private publicPage(page: number): Promise<SitemapListing[]> {
    return this.replica.query<SitemapListing>(
      `SELECT v."id" AS "id", v."updated_at" AS "updatedAt" FROM ${this.vehicles.table} v
       WHERE ${publicListingSql()} ORDER BY v."id" DESC LIMIT $1 OFFSET $2`,
      [this.perFile, (page - 1) * this.perFile],
    );
  }
}
