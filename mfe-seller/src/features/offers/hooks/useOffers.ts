import { API } from '@rl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerByLink, answerOffer, fetchLinkOffer, fetchMyOffers, offerKeys, setMinimumPrice, type Answer } from '../api/offers-api';

/** The seller's offers (read again every 30 s: the desk records offers and expiries come by themselves). */
export const useMyOffers = () => useQuery({ queryKey: offerKeys.mine, queryFn: fetchMyOffers, refetchInterval: 30_000 });

export function useAnswerOffer(offerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: Answer) => answerOffer(offerId, a),
    onSettled: () => Promise.all([
      client.invalidateQueries({ queryKey: offerKeys.mine }), client.invalidateQueries({ queryKey: [API.sellerThreads] }),
      client.invalidateQueries({ queryKey: [API.sellerPipeline] }),
    ]),
  });
}

export function useSetMinimumPrice(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minimumPrice: number | null) => setMinimumPrice(listingId, minimumPrice),
    onSuccess: () => client.invalidateQueries({ queryKey: offerKeys.mine }),
  });
}

export const useLinkOffer = (token: string | null) =>
  useQuery({ queryKey: offerKeys.link(token ?? ''), queryFn: () => fetchLinkOffer(token!), enabled: token !== null, retry: false });

export function useAnswerByLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: Answer) => answerByLink(token, a),
    onSettled: () => client.invalidateQueries({ queryKey: offerKeys.link(token) }),
  });
}
