import { Controller, Get, Header, Query } from '@nestjs/common';
import {
  LEAD_STAGES, ROUTES, TeamStatsQuerySchema, type TeamAssociateStats, type TeamStats, type TeamStatsQuery,
} from '@rl/contracts';
import { RequireAdmin } from '@rl/service-kit';
import { PipelineStore } from '../../pipeline/pipeline.store.js';
import { StaffDirectory } from '../../staff/staff-directory.js';
import { histogramMedian, weekSql } from '../../team-stats/team-aggregates.js';

const WEEK_MS = 7 * 86_400_000;

interface Row { week: string; associateId: string; metric: string; bucket: number; n: number }

/**
 * The team's view (admins): the last `weeks` weeks (this one included) from the maintained weekly aggregates
 * (table team_weekly: a few rows per week, associate and metric, never the leads themselves).
 */
@Controller()
@RequireAdmin()
export class TeamStatsController {
  constructor(private readonly store: PipelineStore, private readonly staff: StaffDirectory) {}

  @Get(ROUTES.deskTeam)
  @Header('Cache-Control', 'no-store')
  async team(@Query({ schema: TeamStatsQuerySchema }) q: TeamStatsQuery): Promise<TeamStats> {
    const s = this.store.s;
    const [{ current }] = (await this.store.db.query(`SELECT to_char(${weekSql('now()')}, 'YYYY-MM-DD') AS "current"`)) as { current: string }[];
    const last = Date.parse(`${current}T00:00:00Z`);
    const weeks = Array.from({ length: q.weeks }, (_, i) => new Date(last - (q.weeks - 1 - i) * WEEK_MS).toISOString().slice(0, 10));
    const rows: Row[] = await this.store.db.query(
      `SELECT to_char("week", 'YYYY-MM-DD') AS "week", "associate_id" AS "associateId", "metric", "bucket", "n" FROM ${s}."team_weekly" WHERE "week" >= $1::date`,
      [weeks[0]],
    );
    const wi = new Map(weeks.map((w, i) => [w, i]));
    const zero = () => weeks.map(() => 0);
    const sumBy = (metric: string) => {
      const out = zero();
      for (const r of rows) if (r.metric === metric && wi.has(r.week)) out[wi.get(r.week)!]! += r.n;
      return out;
    };
    const hist = (metric: string, keep: (r: Row) => boolean) => {
      const h = new Map<number, number>();
      for (const r of rows) if (r.metric === metric && keep(r)) h.set(r.bucket, (h.get(r.bucket) ?? 0) + r.n);
      return histogramMedian(h);
    };
    const count = (metric: string, keep: (r: Row) => boolean) => rows.reduce((n, r) => n + (r.metric === metric && keep(r) ? r.n : 0), 0);
    const figures = (keep: (r: Row) => boolean) => {
      const inquiries = count('stage:new', keep);
      const sold = count('stage:sold', keep);
      return {
        inquiries, sold, conversion: inquiries ? sold / inquiries : null, offersAccepted: count('offer_accepted', keep),
        medianFirstResponseSeconds: hist('first_response', keep), medianTimeToSaleSeconds: hist('time_to_sale', keep),
      };
    };
    const ids = [...new Set(rows.map((r) => r.associateId))].sort();
    const names = new Map<string, string>();
    await Promise.all(ids.filter(Boolean).map(async (id) => { names.set(id, (await this.staff.nameOf(id).catch(() => null)) ?? 'Former associate'); }));
    const associates: TeamAssociateStats[] = ids
      .map((id) => ({ associateId: id, name: id ? names.get(id)! : 'Unassigned', ...figures((r) => r.associateId === id) }))
      .sort((a, b) => b.inquiries - a.inquiries || a.name.localeCompare(b.name));
    return {
      weeks,
      stages: LEAD_STAGES.map((stage) => { const perWeek = sumBy(`stage:${stage}`); return { stage, perWeek, total: perWeek.reduce((a, b) => a + b, 0) }; }),
      inquiriesPerWeek: sumBy('stage:new'),
      soldPerWeek: sumBy('stage:sold'),
      offersAcceptedPerWeek: sumBy('offer_accepted'),
      medianFirstResponsePerWeek: weeks.map((w) => hist('first_response', (r) => r.week === w)),
      medianTimeToSalePerWeek: weeks.map((w) => hist('time_to_sale', (r) => r.week === w)),
      totals: figures(() => true),
      associates,
      medianMethod: 'Medians from log-scale histograms per week and associate (buckets 5 % wide): within 2.5 % of the exact median.',
    };
  }
}
