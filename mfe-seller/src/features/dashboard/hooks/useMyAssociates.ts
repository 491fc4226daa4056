import { SellerAssociatesSchema, type SellerAssociates, API } from '@rl/contracts';
import { getJson } from '@rl/web-kit';
import { useQuery } from '@tanstack/react-query';

/** GET /api/seller/associates: who handles the buyers of each of the seller's live listings. */
export function useMyAssociates() {
  return useQuery<SellerAssociates>({
    queryKey: [API.sellerAssociates],
    queryFn: async () => SellerAssociatesSchema.parse(await getJson<unknown>(API.sellerAssociates)),
  });
}
