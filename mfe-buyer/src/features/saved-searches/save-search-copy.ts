/** Notices and texts of saving a search. */
export const SAVE_SEARCH_COPY = {
  button: 'Save search',
  title: 'Save this search',
  description: 'We will email you when new vehicles match it.',
  visitorDescription:
    'Sign in or create a free account to save this search. We will email you when new vehicles match it.',
  saved: (name: string) => ({
    title: 'Search saved',
    description: `We will email you about new matches for “${name}”. Manage your saved searches on your dashboard.`,
  }),
  signedOut: { title: 'Please sign in again', description: 'Your session has ended. Sign in to save this search.', variant: 'destructive' },
  failed: { title: 'Search not saved', variant: 'destructive' },
} as const;
