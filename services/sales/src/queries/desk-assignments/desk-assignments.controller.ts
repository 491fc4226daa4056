import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type DeskAssignments } from '@rl/contracts';
import { RequireStaff } from '@rl/service-kit';
import { LeadsStore } from '../../leads/leads.store.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

/** The associates with their open leads (the reassignment menus), and what waits unassigned. */
@Controller()
@RequireStaff('desk')
export class DeskAssignmentsController {
  constructor(private readonly leads: LeadsStore, private readonly staff: StaffDirectory) {}

  @Get(ROUTES.deskAssignments)
  @Header('Cache-Control', 'no-store')
  async get(): Promise<DeskAssignments> {
    const associates = await this.staff.listOr503('associate');
    const s = this.leads.schema;
    const open: { id: string; n: number }[] = await this.leads.db.query(
      `SELECT "associate_id" AS "id", count(*)::int AS "n" FROM ${s}."leads" WHERE "status" <> 'closed' AND "associate_id" IS NOT NULL GROUP BY 1`,
    );
    const [waiting]: { listings: number; leads: number }[] = await this.leads.db.query(
      `SELECT (SELECT count(*)::int FROM ${s}."listings" WHERE "associate_id" IS NULL) AS "listings",
              (SELECT count(*)::int FROM ${s}."leads" WHERE "associate_id" IS NULL AND "status" <> 'closed') AS "leads"`,
    );
    const counts = new Map(open.map((r) => [r.id, r.n]));
    return {
      associates: associates.map((a) => ({ id: a.id, name: a.name, openLeads: counts.get(a.id) ?? 0 })),
      unassignedListings: waiting?.listings ?? 0,
      unassignedLeads: waiting?.leads ?? 0,
    };
  }
}
