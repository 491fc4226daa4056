import { SALES_API, SellerAssociatesSchema, type SellerAssociates } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';

/** GET /api/seller/associates: who handles the buyers of each of the seller's live listings. */
export function useMyAssociates() {
  return useQuery<SellerAssociates>({
    queryKey: [SALES_API.sellerAssociates],
    queryFn: async () => SellerAssociatesSchema.parse(await getJson<unknown>(SALES_API.sellerAssociates)),
  });
}
