import { lazy, Suspense } from 'react';
import type { PasskeyConfirm } from './PasswordPrompt';
import { useReauthStore } from './reauth-store';

const PasswordPrompt = lazy(() => import('./PasswordPrompt'));

/**
 * The password asked again before an action that needs a recent sign-in; the action then goes on by itself.
 * Mounted once by the shell, opened by any app's request (askForPassword); the dialog's code is fetched when
 * it is first needed. `passkey` (from the shell, which holds the WebAuthn client) lets an account with passkeys
 * confirm with one.
 */
export function ReauthDialog({ passkey }: { passkey?: PasskeyConfirm } = {}) {
  const settle = useReauthStore((s) => s.settle);
  if (!settle) return null;
  return (
    <Suspense fallback={null}>
      <PasswordPrompt settle={settle} passkey={passkey} />
    </Suspense>
  );
}
