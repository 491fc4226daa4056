import { safeNextPath, signInReason, type SignInReason } from '@rl/contracts';
import { useLocation } from 'react-router-dom';

/** The page a visitor was sent to sign in from (`?next=`) and why (`?reason=`), when /auth was given them. */
export function useSignInTarget(): { next: string | null; reason: SignInReason | null } {
  const params = new URLSearchParams(useLocation().search);
  return { next: safeNextPath(params.get('next')), reason: signInReason(params.get('reason')) };
}
