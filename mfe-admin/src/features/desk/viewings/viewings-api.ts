import {
  DeskViewingsSchema, LeadViewingsSchema, ViewingSchema, type DeskViewings, type LeadViewings, type ScheduleViewing, type Viewing, type ViewingRange, API,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkedAnswer } from '../../../shared/api/checked-answer';

/** What the form sends (the contracts' input: durationMinutes and the optional lines may be left out). */
export type ViewingInput = Omit<ScheduleViewing, 'place' | 'inspector' | 'note' | 'durationMinutes' | 'inviteSeller'> & {
  durationMinutes?: number; place?: string | null; inspector?: string | null; note?: string | null; inviteSeller?: boolean;
};

const keys = {
  desk: (range: ViewingRange) => [API.deskViewings, range] as const,
  lead: (leadId: number) => [API.deskLeadViewings(leadId)] as const,
};

const fetchDesk = async (range: ViewingRange): Promise<DeskViewings> =>
  checkedAnswer(DeskViewingsSchema, API.deskViewings, await getJson<unknown>(`${API.deskViewings}?range=${range}`));
const fetchLead = async (leadId: number): Promise<LeadViewings> =>
  checkedAnswer(LeadViewingsSchema, API.deskLeadViewings(leadId), await getJson<unknown>(API.deskLeadViewings(leadId)));

/** Today's or this week's scheduled viewings (read again every minute). */
export const useDeskViewings = (range: ViewingRange) =>
  useQuery({ queryKey: keys.desk(range), queryFn: () => fetchDesk(range), refetchInterval: 60_000 });

export const useLeadViewings = (leadId: number) => useQuery({ queryKey: keys.lead(leadId), queryFn: () => fetchLead(leadId) });

/** After any change: the lead's list and the desk's panels are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith('/api/desk/') && String(q.queryKey[0]).includes('viewings') });
}

export function useScheduleViewing(leadId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: ViewingInput): Promise<Viewing> =>
      checkedAnswer(ViewingSchema, API.deskLeadViewings(leadId), await apiJson<unknown>('POST', API.deskLeadViewings(leadId), input)),
    onSuccess: refresh,
  });
}

export function useCancelViewing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number): Promise<Viewing> =>
      checkedAnswer(ViewingSchema, API.deskViewingCancel(id), await apiJson<unknown>('POST', API.deskViewingCancel(id), {})),
    onSuccess: refresh,
  });
}

export function useChangeViewing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, change }: { id: number; change: Partial<ViewingInput> }): Promise<Viewing> =>
      checkedAnswer(ViewingSchema, API.deskViewing(id), await apiJson<unknown>('PATCH', API.deskViewing(id), change)),
    onSuccess: refresh,
  });
}

/** "Tue, Dec 1 · 10:30" (the team's day and time as entered) and the kind. */
export const viewingWhen = (v: Pick<Viewing, 'date' | 'time'>) => {
  const d = new Date(`${v.date}T12:00:00Z`);
  const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
  return `${day} · ${v.time}`;
};
export const viewingWhat = (v: Pick<Viewing, 'kind' | 'place' | 'inspector'>) =>
  v.kind === 'inspection' ? `Inspection by ${v.inspector ?? 'an inspector'}${v.place ? `, ${v.place}` : ''}` : `Viewing at ${v.place ?? ''}`;
