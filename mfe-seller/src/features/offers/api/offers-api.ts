import {
  LinkOfferSchema, SellerOfferSchema, SellerOffersSchema, type LinkOffer, type OfferAnswerChoice, type SellerOffer, type SellerOffers, API,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';

export const offerKeys = {
  mine: [API.sellerOffers] as const,
  link: (token: string) => [API.offerLink, token] as const,
};

/** GET /api/seller/offers: the offers on my listings (never a buyer's identity), with my private minimum prices. */
export const fetchMyOffers = async (): Promise<SellerOffers> => SellerOffersSchema.parse(await getJson<unknown>(API.sellerOffers));

export interface Answer { answer: OfferAnswerChoice; counterAmount?: number }

/** POST /api/seller/offers/{id}/answer (signed in). */
export const answerOffer = async (offerId: number, a: Answer): Promise<SellerOffer> =>
  SellerOfferSchema.parse(await apiJson<unknown>('POST', API.sellerOfferAnswer(offerId), a));

/** POST /api/seller/listings/{id}/minimum-price: null removes it. */
export const setMinimumPrice = (listingId: number, minimumPrice: number | null) =>
  apiJson<unknown>('POST', API.sellerMinimumPrice(listingId), { minimumPrice });

/** GET /api/offer-answers?token=: the offer a mail's link names. */
export const fetchLinkOffer = async (token: string): Promise<LinkOffer> =>
  LinkOfferSchema.parse(await getJson<unknown>(`${API.offerLink}?token=${encodeURIComponent(token)}`));

/** POST /api/offer-answers: the answer through the mail's link (no sign-in). */
export const answerByLink = async (token: string, a: Answer): Promise<SellerOffer> =>
  SellerOfferSchema.parse(await apiJson<unknown>('POST', API.offerLink, { token, ...a }));
