import type { ToastInput } from '@rl/web-kit';

/** Spec §8 notices of the listing form. */
export const LISTING_NOTICES = {
  created: { title: 'Success', description: 'Your listing has been submitted for review' },
  updated: { title: 'Success', description: 'Your listing has been updated' },
  /** an approved listing's edit: it stays on sale, the changes wait for review */
  changesInReview: { title: 'Changes sent for review', description: 'Your listing stays on sale as approved until our team reviews your changes' },
  unauthorized: { title: 'Unauthorized', description: 'You need to be logged in to manage listings', variant: 'destructive' },
  createFailed: { title: 'Error', description: 'Failed to create listing. Please try again.', variant: 'destructive' },
  updateFailed: { title: 'Error', description: 'Failed to update listing. Please try again.', variant: 'destructive' },
} as const satisfies Record<string, ToastInput>;
