import { PAGES } from '@rl/contracts/pages';

/** Notices and texts of saving a search. */
export const SAVE_SEARCH_COPY = {
  button: 'Save search',
  /** the button when this search is already saved: it leads to where saved searches are managed */
  savedButton: 'Saved',
  savedHint: 'You saved this search. Manage your saved searches and their alerts in My Account.',
  manageHref: `${PAGES.account}#saved-searches`,
  title: 'Save this search',
  description: 'We will email you when new vehicles match it.',
  visitorDescription:
    'Sign in or create a free account to save this search. We will email you when new vehicles match it.',
  saved: (name: string) => ({
    title: 'Search saved',
    description: `We will email you about new matches for “${name}”. Manage your saved searches in My Account.`,
  }),
  signedOut: { title: 'Please sign in again', description: 'Your session has ended. Sign in to save this search.', variant: 'destructive' },
  failed: { title: 'Search not saved', variant: 'destructive' },
} as const;
