import { Suspense, lazy } from 'react';
import { useToastStore } from './toast-store';

// The toast UI (Radix) is fetched with the first notice, not with the first page.
const ToastStack = lazy(() => import('./ToastStack'));

/** Renders the notices of the toast store. Mount once, in the shell. */
export function Toaster() {
  const hasToasts = useToastStore((s) => s.toasts.length > 0);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
