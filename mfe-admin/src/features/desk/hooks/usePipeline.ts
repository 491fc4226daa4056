import { type DeskOfferAction, type LeadStage, type LostReason, type NewDeposit, type NewOffer, type NewSale, API } from '@rl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchBoard, fetchPipeline, moveStage, offerAction, pipelineKeys, recordDeposit, recordOffer, recordSale } from '../api/pipeline-api';
import { deskKeys } from '../api/desk-api';

/** The board (kept current by the desk's event stream, see useDeskLive; read again every minute in any case). */
export const useBoard = (filter: 'all' | 'mine') =>
  useQuery({ queryKey: pipelineKeys.board(filter), queryFn: () => fetchBoard(filter), refetchInterval: 60_000 });

export const usePipeline = (leadId: number) =>
  useQuery({ queryKey: pipelineKeys.lead(leadId), queryFn: () => fetchPipeline(leadId), refetchInterval: 60_000 });

/** Every pipeline change: the lead's pipeline, the board and the lists read again. */
function useRefresh(leadId: number) {
  const client = useQueryClient();
  return () => Promise.all([
    client.invalidateQueries({ queryKey: pipelineKeys.lead(leadId) }),
    client.invalidateQueries({ queryKey: [pipelineKeys.board('all')[0]] }),
    client.invalidateQueries({ queryKey: deskKeys.lead(leadId) }),
    client.invalidateQueries({ queryKey: [API.deskLeads] }),
  ]);
}

export function usePipelineActions(leadId: number) {
  const onSuccess = useRefresh(leadId);
  return {
    move: useMutation({ mutationFn: ({ stage, lostReason }: { stage: LeadStage; lostReason?: LostReason }) => moveStage(leadId, stage, lostReason), onSuccess }),
    offer: useMutation({ mutationFn: (offer: NewOffer) => recordOffer(leadId, offer), onSuccess }),
    action: useMutation({ mutationFn: ({ offerId, action }: { offerId: number; action: DeskOfferAction['action'] }) => offerAction(offerId, action), onSuccess }),
    deposit: useMutation({ mutationFn: (d: NewDeposit) => recordDeposit(leadId, d), onSuccess }),
    sale: useMutation({ mutationFn: (s: NewSale) => recordSale(leadId, s), onSuccess }),
  };
}
