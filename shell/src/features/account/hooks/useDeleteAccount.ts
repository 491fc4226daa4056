import { ACCOUNT_COPY, type DeleteAccountBody } from '@rl/contracts';
import { toast, useSessionStore } from '@rl/web-kit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { deleteAccount } from '../api/account-api';

/** Deletes the account; afterwards the session is over: home, signed out, cached data dropped, a notice. */
export function useDeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSessionStore((s) => s.signOut);
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => deleteAccount(body),
    onSuccess: async () => {
      // leave /account first: the screen still mounted when the session turns signed-out would
      // answer with its own "Unauthorized" notice and a sign-in redirect
      await navigate('/', { replace: true, flushSync: true });
      signOut();
      queryClient.clear();
      toast({ title: 'Account deleted', description: ACCOUNT_COPY.accountDeleted });
    },
  });
}
