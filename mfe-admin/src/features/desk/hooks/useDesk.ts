import { SALES_API, type LeadStatus } from '@rl/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerLead, deskKeys, fetchLead, fetchLeads, type DeskFilter } from '../api/desk-api';

/** The desk's list; read again every 15 s so new inquiries and replies show up while the desk is open. */
export const useLeads = (filter: DeskFilter, status: LeadStatus | undefined, page: number) =>
  useQuery({
    queryKey: deskKeys.leads(filter, status, page),
    queryFn: () => fetchLeads(filter, status, page),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const useLead = (id: number) =>
  useQuery({ queryKey: deskKeys.lead(id), queryFn: () => fetchLead(id), refetchInterval: 15_000 });

/** Sends the answer, then reads the lead and the list again. */
export function useAnswerLead(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => answerLead(id, body),
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: deskKeys.lead(id) }),
      client.invalidateQueries({ queryKey: [SALES_API.deskLeads] }),
    ]),
  });
}
