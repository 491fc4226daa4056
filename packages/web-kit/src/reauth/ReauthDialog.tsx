import { lazy, Suspense } from 'react';
import { useReauthStore } from './reauth-store';

const PasswordPrompt = lazy(() => import('./PasswordPrompt'));

/**
 * The password asked again before an action that needs a recent sign-in; the action then goes on by itself.
 * Mounted once by the shell, opened by any app's request (askForPassword); the dialog's code is fetched when
 * it is first needed.
 */
export function ReauthDialog() {
  const settle = useReauthStore((s) => s.settle);
  if (!settle) return null;
  return (
    <Suspense fallback={null}>
      <PasswordPrompt settle={settle} />
    </Suspense>
  );
}
