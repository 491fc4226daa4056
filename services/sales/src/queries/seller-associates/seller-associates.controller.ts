import { Controller, Get, Header } from '@nestjs/common';
import { PRODUCT, ROUTES, type Identity, type SellerAssociates } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { LeadsStore } from '../../leads/leads.store.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

/** "Your associate" on the seller's dashboard: the associate of each of their live listings (null while unassigned). */
@Controller()
@RequireUser()
export class SellerAssociatesController {
  constructor(private readonly leads: LeadsStore, private readonly staff: StaffDirectory) {}

  @Get(ROUTES.sellerAssociates)
  @Header('Cache-Control', 'no-store')
  async mine(@CurrentIdentity() who: Identity): Promise<SellerAssociates> {
    const rows: { listingId: number; associateId: string | null }[] = await this.leads.db.query(
      `SELECT "listing_id" AS "listingId", "associate_id" AS "associateId" FROM ${this.leads.schema}."listings"
       WHERE "seller_user_id" = $1 ORDER BY "listing_id"`,
      [who.userId],
    );
    // an admin may hold a listing too (they answer leads on the desk)
    const associates = rows.some((r) => r.associateId) ? [...await this.staff.listOr503('associate'), ...await this.staff.listOr503('admin')] : [];
    const nameOf = (id: string | null) => associates.find((a) => a.id === id)?.name ?? null;
    return {
      listings: rows.map((r) => ({ listingId: r.listingId, associateName: nameOf(r.associateId) })),
      team: { phone: PRODUCT.salesPhone.display, email: PRODUCT.salesEmail },
    };
  }
}
