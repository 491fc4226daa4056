import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ListingStatus, PhotoUsageResponse, PhotoUse } from '@rl/contracts';
import { SERVICE_ENV } from '@rl/service-kit';
import type { ListingsEnv } from '../../env.js';
import { vehicleName } from '@rl/contracts';

interface UseRow {
  url: string;
  id: number;
  year: number;
  make: string;
  model: string;
  status: ListingStatus;
  via: 'listing' | 'revision';
}

/**
 * Which photo URLs listings use (every listing, whatever its status, and pending revisions) and when each
 * was last released (table released_photos, written by triggers: see migration 1732860000000).
 */
@Injectable()
export class PhotoUsageStore {
  private readonly schema: string;

  constructor(private readonly db: DataSource, @Inject(SERVICE_ENV) env: ListingsEnv) {
    this.schema = `"${env.DB_SCHEMA}"`;
  }

  async usage(urls: readonly string[]): Promise<PhotoUsageResponse['photos']> {
    const s = this.schema;
    const asked = [...new Set(urls)];
    const [uses, released]: [UseRow[], { url: string; released_at: Date }[]] = await Promise.all([
      this.db.query(
        `SELECT u AS url, v."id", v."year", v."make", v."model", v."status", 'listing' AS via
           FROM ${s}."vehicles" v CROSS JOIN LATERAL unnest(v."images") AS u
          WHERE v."images" && $1::text[] AND u = ANY($1::text[])
         UNION ALL
         SELECT u AS url, v."id", v."year", v."make", v."model", v."status", 'revision' AS via
           FROM ${s}."vehicle_revisions" r JOIN ${s}."vehicles" v ON v."id" = r."vehicle_id"
           CROSS JOIN LATERAL jsonb_array_elements_text(
             CASE WHEN jsonb_typeof(r."proposed" -> 'images') = 'array' THEN r."proposed" -> 'images' ELSE '[]'::jsonb END) AS u
          WHERE r."status" = 'pending' AND u = ANY($1::text[])
         ORDER BY via, id`,
        [asked],
      ),
      this.db.query(`SELECT "url", "released_at" FROM ${s}."released_photos" WHERE "url" = ANY($1::text[])`, [asked]),
    ]);
    const usesByUrl = new Map<string, PhotoUse[]>();
    for (const r of uses) {
      const list = usesByUrl.get(r.url) ?? [];
      // a photo both on the listing and in its revision is named once, as on the listing
      if (!list.some((u) => u.vehicleId === Number(r.id))) {
        list.push({ vehicleId: Number(r.id), title: vehicleName(r), status: r.status, via: r.via });
      }
      usesByUrl.set(r.url, list);
    }
    const releasedByUrl = new Map(released.map((r) => [r.url, new Date(r.released_at).toISOString()]));
    // fromEntries: a URL such as "__proto__" becomes a plain key
    return Object.fromEntries(asked.map((url) => [url, { uses: usesByUrl.get(url) ?? [], releasedAt: releasedByUrl.get(url) ?? null }]));
  }
}
