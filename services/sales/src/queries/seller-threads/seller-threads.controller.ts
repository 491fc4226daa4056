import { Controller, Get, Header } from '@nestjs/common';
import { ROUTES, type Identity, type SellerThreadsResponse } from '@rl/contracts';
import { CurrentIdentity, RequireUser } from '@rl/service-kit';
import { SellerThreads, vehicleOf } from '../../seller-channel/seller-threads.js';
import { StaffDirectory } from '../../staff/staff-directory.js';

/** The signed-in seller's threads with the associates of their listings: never a buyer's details. */
@Controller()
@RequireUser()
export class SellerThreadsController {
  constructor(private readonly threads: SellerThreads, private readonly staff: StaffDirectory) {}

  @Get(ROUTES.sellerThreads)
  @Header('Cache-Control', 'no-store')
  async mine(@CurrentIdentity() who: Identity): Promise<SellerThreadsResponse> {
    const listings = await this.threads.listingsOf(who.userId);
    const messages = await this.threads.messages(listings.map((l) => l.listingId));
    const holders = listings.some((l) => l.associateId) ? [...await this.staff.listOr503('associate'), ...await this.staff.listOr503('admin')] : [];
    return {
      threads: listings.map((l) => ({
        listingId: l.listingId,
        vehicle: vehicleOf(l),
        associateName: holders.find((h) => h.id === l.associateId)?.name ?? null,
        messages: messages.get(l.listingId) ?? [],
      })),
    };
  }
}
