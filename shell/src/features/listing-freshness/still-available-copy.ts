import type { StillAvailableResult } from '@rl/contracts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const until = (r: StillAvailableResult) => dateFormat.format(new Date(r.expiresAt));

/** Texts of the page the expiry reminder's "Still available" link opens. */
export const STILL_AVAILABLE_COPY = {
  title: 'Still available',
  working: 'Confirming your listing...',
  doneTitle: (r: StillAvailableResult) =>
    r.outcome === 'renewed' ? 'Your listing is back on sale' : r.outcome === 'already' ? 'Already confirmed' : 'Thanks for confirming',
  done: (r: StillAvailableResult) =>
    r.outcome === 'renewed'
      ? `Your ${r.title} is back in search until ${until(r)}.`
      : `Your ${r.title} stays on sale until ${until(r)}.`,
  doneHint: 'We will email you again before then. Sold it meanwhile? Mark it as sold on your dashboard.',
  badLink: 'This link does not work. It may be incomplete: open it again from the email, or manage your listings on your dashboard.',
  dashboard: 'Go to my dashboard',
  seeListing: 'See the listing',
  retry: 'Try again',
} as const;
