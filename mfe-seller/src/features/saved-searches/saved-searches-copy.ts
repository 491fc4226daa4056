import type { AlertFrequency } from '@rl/contracts';
import type { ToastInput } from '@rl/web-kit';

/** Texts and notices of the dashboard's saved searches. */
export const SAVED_SEARCHES_COPY = {
  title: 'Saved Searches',
  lead: 'We email you when new vehicles match. Pause a search to stop its emails for a while.',
  empty: 'No saved searches yet. Search for vehicles and choose “Save search” to hear about new matches.',
  loadFailed: 'Your saved searches could not be loaded. Please try again.',
  deleteTitle: 'Delete this saved search?',
  deleteDescription: (name: string) => `“${name}” and its email alerts will be deleted. This cannot be undone.`,
} as const;

export const SAVED_SEARCH_NOTICES = {
  renamed: (name: string): ToastInput => ({ title: 'Saved search renamed', description: `It is now called “${name}”.` }),
  paused: (name: string): ToastInput => ({ title: 'Alerts paused', description: `We will not email you about “${name}” until you resume it.` }),
  resumed: (name: string): ToastInput => ({ title: 'Alerts resumed', description: `We will email you about new matches for “${name}” again.` }),
  frequency: (name: string, frequency: AlertFrequency): ToastInput => ({
    title: 'Alerts updated',
    description:
      frequency === 'instant'
        ? `You will get an email as soon as a new vehicle matches “${name}”.`
        : `You will get one email a day with new matches for “${name}”.`,
  }),
  deleted: (name: string): ToastInput => ({ title: 'Saved search deleted', description: `You will no longer get alerts for “${name}”.` }),
  failed: (description: string): ToastInput => ({ title: 'Saved search not changed', description, variant: 'destructive' }),
} as const;
