import { ACCOUNT_COPY } from '@rl/contracts';
import { describeError, toast } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../api/account-api';

/**
 * A new confirmation link for the signed-in user's address. A failure is a notice; so is success,
 * unless the screen says it itself (`notifySent: false`).
 */
export function useResendVerification({ notifySent = true }: { notifySent?: boolean } = {}) {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => {
      if (notifySent) toast({ title: 'Link sent', description: answer?.message || ACCOUNT_COPY.verificationSent });
    },
    onError: (error) => {
      toast({ title: 'The link could not be sent', description: describeError(error), variant: 'destructive' });
    },
  });
}
