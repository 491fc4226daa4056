import type { User } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { verifyEmail } from '../api/account-api';

/**
 * Sends the link's token once when the page opens (null: nothing is sent). The answer is the user:
 * when that user is the one signed in here, the session takes it (the banner goes away, a changed
 * address shows), also when the session is only known later.
 */
export function useVerifyEmail(token: string | null) {
  const verify = useMutation({ mutationFn: (t: string) => verifyEmail({ token: t }) });
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    if (token === null || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  const verified: User | undefined = verify.data ?? undefined;
  const current = useSessionStore((s) => (s.status === 'signedIn' ? s.user : null));
  const signIn = useSessionStore((s) => s.signIn);
  useEffect(() => {
    if (!verified || !current || current.id !== verified.id) return;
    if (current.emailVerified !== verified.emailVerified || current.email !== verified.email) signIn(verified);
  }, [verified, current, signIn]);

  return verify;
}
