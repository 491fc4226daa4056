import type { ForgotPasswordBody, ResetPasswordBody } from '@rl/contracts';
import { useSessionStore } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { forgotPassword, resetPassword } from '../api/password';

/** Asks for a reset link; the form handles the outcome (the same text whatever the address). */
export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => forgotPassword(body) });
}

/**
 * Sets a new password from a mailed link. Every session of that user ends on the server, so the
 * session here is asked again (it may have been one of them).
 */
export function useResetPassword() {
  const load = useSessionStore((s) => s.load);
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => resetPassword(body),
    onSuccess: () => {
      if (useSessionStore.getState().status === 'signedIn') void load();
    },
  });
}
