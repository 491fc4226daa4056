import {
  DeskBoardSchema, LeadPipelineSchema, OfferSchema, type DeskBoard, type DeskOfferAction, type LeadPipeline, type LeadStage, type LostReason, type NewDeposit, type NewOffer, type NewSale, type Offer, API,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../../shared/api/checked-answer';

export const pipelineKeys = {
  board: (filter: 'all' | 'mine') => [API.deskBoard, { filter }] as const,
  lead: (id: number) => [API.deskLeadOffers(id)] as const,
};

/** GET /api/desk/board: open leads by stage. */
export const fetchBoard = async (filter: 'all' | 'mine'): Promise<DeskBoard> =>
  checkedAnswer(DeskBoardSchema, API.deskBoard, await getJson<unknown>(`${API.deskBoard}?filter=${filter}`));

/** GET /api/desk/leads/{id}/offers: stage, offers, deposit, sale, minimum price and the timeline. */
export const fetchPipeline = async (leadId: number): Promise<LeadPipeline> =>
  checkedAnswer(LeadPipelineSchema, API.deskLeadOffers(leadId), await getJson<unknown>(API.deskLeadOffers(leadId)));

/** POST /api/desk/leads/{id}/stage: a move by hand (409 with the reason when the table forbids it). */
export const moveStage = (leadId: number, stage: LeadStage, lostReason?: LostReason) =>
  apiJson<unknown>('POST', API.deskLeadStage(leadId), lostReason ? { stage, lostReason } : { stage });

export const recordOffer = async (leadId: number, offer: NewOffer): Promise<Offer> =>
  checkedAnswer(OfferSchema, API.deskLeadOffers(leadId), await apiJson<unknown>('POST', API.deskLeadOffers(leadId), offer));

export const offerAction = async (offerId: number, action: DeskOfferAction['action']): Promise<Offer> =>
  checkedAnswer(OfferSchema, API.deskOfferAction(offerId), await apiJson<unknown>('POST', API.deskOfferAction(offerId), { action }));

export const recordDeposit = (leadId: number, deposit: NewDeposit) => apiJson<unknown>('POST', API.deskLeadDeposit(leadId), deposit);
export const recordSale = (leadId: number, sale: NewSale) => apiJson<unknown>('POST', API.deskLeadSale(leadId), sale);
