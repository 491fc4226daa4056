import { SellerMessageSchema, SellerThreadsResponseSchema, type SellerMessage, type SellerThreadsResponse, API } from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** GET /api/seller/threads: the seller's threads with the associates of their listings (read again every 30 s). */
export function useSellerThreads() {
  return useQuery<SellerThreadsResponse>({
    queryKey: [API.sellerThreads],
    queryFn: async () => SellerThreadsResponseSchema.parse((await getJson<unknown>(API.sellerThreads)) ?? { threads: [] }),
    refetchInterval: 30_000,
  });
}

/** POST /api/seller/threads/{listingId}: the seller's answer to the associate. */
export function useAnswerAssociate(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: string): Promise<SellerMessage> =>
      SellerMessageSchema.parse(await apiJson<unknown>('POST', API.sellerThread(listingId), { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: [API.sellerThreads] }),
  });
}
