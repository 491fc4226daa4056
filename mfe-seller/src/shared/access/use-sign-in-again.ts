import { isHttpError, REDIRECT_DELAY_MS, startSignIn, toast, type ToastInput } from '@rl/web-kit';
import { useEffect } from 'react';

/**
 * When a call of a signed-in screen answers 401 (the session ended in another tab or expired): the
 * screen's signed-out notice, then sign-in after 500 ms, as on a signed-out visit (spec §6).
 */
export function useSignInAgainOn401(error: unknown, notice: ToastInput): void {
  const unauthorized = isHttpError(error) && error.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    toast(notice);
    const timer = setTimeout(startSignIn, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unauthorized]);
}
