import { mayAccess, UnreadCountSchema, type UnreadCount, API } from '@rl/contracts';
import { getJson, useLeadEvents, useSession } from '@rl/web-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export const UNREAD_KEY = [API.unread] as const;

/**
 * The header's unread count (signed in only): conversations with unread answers, plus, for desk staff, the
 * leads waiting for their answer. Read again when a conversation or lead changes (the live streams), on
 * the streams' reconnect, and every 60 s; a failure shows no count rather than a wrong one.
 */
export interface Unread {
  total: number;
  counts: UnreadCount | null;
}

/** Called once, by the header (it opens the live streams): the menus get the result as a prop. */
export function useUnread(): Unread {
  const { user, isSignedIn } = useSession();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => UnreadCountSchema.parse(await getJson<unknown>(API.unread, { on401: 'returnNull' }) ?? { messages: 0, desk: null }),
    enabled: isSignedIn,
    refetchInterval: 60_000,
    retry: false,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: UNREAD_KEY });
  useLeadEvents(isSignedIn ? API.myEvents : null, refresh);
  useLeadEvents(isSignedIn && mayAccess(user?.role, 'desk') ? API.deskEvents : null, refresh);
  const counts = isSignedIn && query.data ? query.data : null;
  return { total: counts ? counts.messages + (counts.desk ?? 0) : 0, counts };
}
