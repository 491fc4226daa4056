import type { ToastInput } from '@rl/web-kit';

/** Spec §6: the admin screen for anyone but an admin. */
export const ADMIN_ONLY: ToastInput = {
  title: 'Unauthorized',
  description: 'Admin access required. Redirecting...',
  variant: 'destructive',
};
