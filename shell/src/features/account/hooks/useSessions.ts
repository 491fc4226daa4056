import { describeError, toast } from '@rl/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions, endSession, fetchSessions } from '../api/account-api';

const SESSIONS_KEY = ['account', 'sessions'] as const;

/** The user's sessions, and signing one or all the others out (the list is read again after each). */
export function useSessions() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: SESSIONS_KEY, queryFn: fetchSessions });
  const after = {
    onSettled: () => client.invalidateQueries({ queryKey: SESSIONS_KEY }),
    onError: (error: unknown) => toast({ title: 'Could not sign out', description: describeError(error), variant: 'destructive' }),
  };
  const endOne = useMutation({
    mutationFn: endSession,
    ...after,
    onSuccess: () => toast({ title: 'Signed out', description: 'That device is signed out.' }),
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    ...after,
    onSuccess: ({ ended }) =>
      toast({ title: 'Signed out everywhere else', description: `${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.` }),
  });
  return { list, endOne, endOthers };
}
