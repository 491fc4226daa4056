import { describeError, toast, useSessionStore } from '@rl/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '../api/logout';

/** Sign out: notice, signed-out session, cached data dropped, back to `/`. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSessionStore((s) => s.signOut);
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave the current screen first: a guarded screen (dashboard) still mounted when the session
      // turns signed-out would answer with its own "Unauthorized" notice and a sign-in redirect.
      await navigate('/', { flushSync: true });
      signOut();
      queryClient.clear();
      toast({ title: 'Signed out', description: 'You have been successfully signed out.' });
    },
    onError: (error) => {
      toast({ title: 'Sign out failed', description: describeError(error), variant: 'destructive' });
    },
  });
}
