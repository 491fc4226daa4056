import { type LeadStatus, API } from '@rl/contracts';
import { useLeadEvents } from '@rl/web-kit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pipelineKeys } from '../api/pipeline-api';
import { addNote, answerLead, deskKeys, takeLead, fetchListingFacts, fetchAssignments, fetchLead, fetchLeads, fetchSellerThread, messageSeller, reassign, type DeskFilter } from '../api/desk-api';

/** The desk's list (kept current by useDeskLive; read again every minute in any case). */
export const useLeads = (filter: DeskFilter, status: LeadStatus | undefined, page: number) =>
  useQuery({
    queryKey: deskKeys.leads(filter, status, page),
    queryFn: () => fetchLeads(filter, status, page),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

/** New inquiries and replies appear on the desk without a reload: the desk's event stream refreshes the list and the lead. */
export function useDeskLive() {
  const client = useQueryClient();
  useLeadEvents(API.deskEvents, (leadId) => {
    void client.invalidateQueries({ queryKey: [API.deskLeads] });
    void client.invalidateQueries({ queryKey: deskKeys.assignments });
    // the board and the lead's pipeline: offers answered by the seller, expiries, sales come in live too
    void client.invalidateQueries({ queryKey: [API.deskBoard] });
    if (leadId !== null) void client.invalidateQueries({ queryKey: pipelineKeys.lead(leadId) });
    if (leadId === null) void client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(`${API.deskLeads}/`) });
    else void client.invalidateQueries({ queryKey: deskKeys.lead(leadId) });
  });
}

export const useLead = (id: number) =>
  useQuery({ queryKey: deskKeys.lead(id), queryFn: () => fetchLead(id), refetchInterval: 60_000 });

/** Sends the answer, then reads the lead and the list again. */
export function useAnswerLead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => answerLead(id, body),
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: deskKeys.lead(id) }),
      client.invalidateQueries({ queryKey: [API.deskLeads] }),
    ]),
  });
}

/** The associates (with their open leads) and what waits unassigned. */
export const useAssignments = (enabled = true) =>
  useQuery({ queryKey: deskKeys.assignments, queryFn: fetchAssignments, refetchInterval: 60_000, enabled });

/** An admin gives the lead, or its whole listing, to another associate; then the desk reads again. */
export function useReassign(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ what, id, associateId }: { what: 'lead' | 'listing'; id: number; associateId: string }) => reassign(what, id, associateId),
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: deskKeys.lead(leadId) }),
      client.invalidateQueries({ queryKey: [API.deskLeads] }),
      client.invalidateQueries({ queryKey: deskKeys.assignments }),
    ]),
  });
}

/** The seller channel of a lead's listing (read again every 30 s: sellers also answer by mail). */
export const useSellerThread = (listingId: number) =>
  useQuery({ queryKey: deskKeys.sellerThread(listingId), queryFn: () => fetchSellerThread(listingId), refetchInterval: 30_000 });

export function useMessageSeller(listingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => messageSeller(listingId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.sellerThread(listingId) }),
  });
}

/** The listing's key facts and price guidance for the lead page. */
export const useListingFacts = (listingId: number) =>
  useQuery({ queryKey: deskKeys.listing(listingId), queryFn: () => fetchListingFacts(listingId), staleTime: 60_000 });

export function useAddNote(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addNote(leadId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: deskKeys.lead(leadId) }),
  });
}

export function useTakeLead(leadId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => takeLead(leadId),
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: deskKeys.lead(leadId) }),
      client.invalidateQueries({ queryKey: [API.deskLeads] }),
    ]),
  });
}
