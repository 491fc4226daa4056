import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type SellerPipeline } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { OFFER_COLUMNS, PipelineStore, toOffer, type OfferRow } from '../../pipeline/pipeline.store.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

const TIMELINE_PER_LISTING = 50;

/**
 * The seller's view of each of their listings' sale: the associate, how many inquiries and offers, every offer
 * (amount, status) and the timeline. Only the signed-in seller's own listings (by seller_user_id on the
 * server). Never a buyer's identity or contact details: the buyers are "Buyer 1", "Buyer 2", ... per listing
 * (in order of inquiry), the timeline carries no buyer field, no note and no deposit reference. Viewings and
 * inspections: the scheduled ones (cancelled left out), with when and which kind only.
 */
@Controller()
@RequireUser()
export class SellerPipelineController {
  constructor(private readonly store: PipelineStore, private readonly staff: StaffDirectory) {}

  @Get(ROUTES.sellerPipeline)
  @Header('Cache-Control', 'no-store')
  async mine(@CurrentIdentity() who: Identity): Promise<SellerPipeline> {
    const s = this.store.s;
    const listings: { listingId: number; title: string; price: string | null; photo: string | null; associateId: string | null }[] = await this.store.db.query(
      `SELECT "listing_id" AS "listingId", "title", "price", "photo", "associate_id" AS "associateId" FROM ${s}."listings" WHERE "seller_user_id" = $1 ORDER BY "listing_id"`,
      [who.userId],
    );
    if (!listings.length) return { listings: [] };
    const ids = listings.map((l) => l.listingId);
    const [leads, offers, events, viewings] = await Promise.all([
      this.store.db.query(`SELECT "id", "listing_id" AS "listingId" FROM ${s}."leads" WHERE "listing_id" = ANY($1::int[]) ORDER BY "id"`, [ids]) as Promise<{ id: string; listingId: number }[]>,
      this.store.db.query(`SELECT ${OFFER_COLUMNS} FROM ${s}."offers" o WHERE o."listing_id" = ANY($1::int[]) ORDER BY o."id" DESC`, [ids]) as Promise<OfferRow[]>,
      this.store.db.query(
        `SELECT e."lead_id" AS "leadId", e."kind", e."summary", e."created_at" AS "at", l."listing_id" AS "listingId"
         FROM ${s}."leads" l CROSS JOIN LATERAL (
           SELECT * FROM ${s}."lead_events" x WHERE x."lead_id" = l."id" ORDER BY x."id" DESC LIMIT $2
         ) e WHERE l."listing_id" = ANY($1::int[])`,
        [ids, TIMELINE_PER_LISTING],
      ) as Promise<{ leadId: string; kind: string; summary: string; at: Date | string; listingId: number }[]>,
      this.store.db.query(
        `SELECT v."lead_id" AS "leadId", v."kind", v."starts_at" AS "at", l."listing_id" AS "listingId"
         FROM ${s}."viewings" v JOIN ${s}."leads" l ON l."id" = v."lead_id"
         WHERE l."listing_id" = ANY($1::int[]) AND v."status" = 'scheduled' ORDER BY v."starts_at"`,
        [ids],
      ) as Promise<{ leadId: string; kind: 'viewing' | 'inspection'; at: Date | string; listingId: number }[]>,
    ]);
    // "Buyer n" per listing, in order of inquiry
    const buyer = new Map<string, string>();
    const perListing = new Map<number, number>();
    for (const l of leads) {
      const n = (perListing.get(l.listingId) ?? 0) + 1;
      perListing.set(l.listingId, n);
      buyer.set(String(l.id), `Buyer ${n}`);
    }
    const names = new Map<string, string | null>();
    for (const id of new Set(listings.map((l) => l.associateId).filter((x): x is string => !!x))) names.set(id, await this.staff.nameOf(id).catch(() => null));
    return {
      listings: listings.map((l) => ({
        listingId: l.listingId,
        vehicle: { id: l.listingId, title: l.title, price: l.price === null ? null : Number(l.price), photo: l.photo },
        associate: l.associateId ? { name: names.get(l.associateId) ?? 'Your associate' } : null,
        inquiries: perListing.get(l.listingId) ?? 0,
        offerCount: offers.filter((o) => o.listingId === l.listingId).length,
        viewingCount: viewings.filter((v) => v.listingId === l.listingId).length,
        viewings: viewings.filter((v) => v.listingId === l.listingId)
          .map((v) => ({ at: new Date(v.at).toISOString(), kind: v.kind, buyer: buyer.get(String(v.leadId)) ?? 'A buyer' })),
        offers: offers.filter((o) => o.listingId === l.listingId).map((o) => {
          const { leadId: _lead, note: _note, ...offer } = toOffer(o);
          return { ...offer, buyer: buyer.get(String(o.leadId)) ?? 'A buyer' };
        }),
        timeline: events.filter((e) => e.listingId === l.listingId)
          .map((e) => ({
            at: new Date(e.at).toISOString(), kind: e.kind, buyer: buyer.get(String(e.leadId)) ?? 'A buyer',
            summary: e.kind === 'deposit' ? e.summary.replace(/ \(reference .*\)$/, '') : e.summary,
          }))
          .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
          .slice(0, TIMELINE_PER_LISTING),
      })),
    };
  }
}
