import {
  DeskBoardSchema, LeadPipelineSchema, OfferSchema, PIPELINE_API, type DeskBoard, type DeskOfferAction, type LeadPipeline, type LeadStage,
  type LostReason, type NewDeposit, type NewOffer, type NewSale, type Offer,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../../api/checked-answer';

export const pipelineKeys = {
  board: (filter: 'all' | 'mine') => [PIPELINE_API.deskBoard, { filter }] as const,
  lead: (id: number) => [PIPELINE_API.deskLeadOffers(id)] as const,
};

/** GET /api/desk/board: open leads by stage. */
export const fetchBoard = async (filter: 'all' | 'mine'): Promise<DeskBoard> =>
  checkedAnswer(DeskBoardSchema, PIPELINE_API.deskBoard, await getJson<unknown>(`${PIPELINE_API.deskBoard}?filter=${filter}`));

/** GET /api/desk/leads/{id}/offers: stage, offers, deposit, sale, minimum price and the timeline. */
export const fetchPipeline = async (leadId: number): Promise<LeadPipeline> =>
  checkedAnswer(LeadPipelineSchema, PIPELINE_API.deskLeadOffers(leadId), await getJson<unknown>(PIPELINE_API.deskLeadOffers(leadId)));

/** POST /api/desk/leads/{id}/stage: a move by hand (409 with the reason when the table forbids it). */
export const moveStage = (leadId: number, stage: LeadStage, lostReason?: LostReason) =>
  apiJson<unknown>('POST', PIPELINE_API.deskLeadStage(leadId), lostReason ? { stage, lostReason } : { stage });

export const recordOffer = async (leadId: number, offer: NewOffer): Promise<Offer> =>
  checkedAnswer(OfferSchema, PIPELINE_API.deskLeadOffers(leadId), await apiJson<unknown>('POST', PIPELINE_API.deskLeadOffers(leadId), offer));

export const offerAction = async (offerId: number, action: DeskOfferAction['action']): Promise<Offer> =>
  checkedAnswer(OfferSchema, PIPELINE_API.deskOfferAction(offerId), await apiJson<unknown>('POST', PIPELINE_API.deskOfferAction(offerId), { action }));

export const recordDeposit = (leadId: number, deposit: NewDeposit) => apiJson<unknown>('POST', PIPELINE_API.deskLeadDeposit(leadId), deposit);
export const recordSale = (leadId: number, sale: NewSale) => apiJson<unknown>('POST', PIPELINE_API.deskLeadSale(leadId), sale);
