import type { UnsubscribeResult } from '@rl/contracts';
import { PAGES } from '@rl/contracts/pages';

/** Texts of the page an alert mail's unsubscribe link opens. */
export const UNSUBSCRIBE_COPY = {
  title: 'Email alerts',
  question: 'Stop the email alerts this link came with? Press Unsubscribe to confirm.',
  button: 'Unsubscribe',
  working: 'Stopping these alerts...',
  doneTitle: 'You are unsubscribed',
  done: (result: UnsubscribeResult) =>
    result.unsubscribed === 'saved-search'
      ? `You will no longer get alerts for “${result.name ?? 'your saved search'}”.`
      : result.unsubscribed === 'seller-summary'
        ? 'You will no longer get the weekly summary of your listings.'
        : 'You will no longer get price-drop alerts for your saved vehicles.',
  doneHint: 'Changed your mind? You can turn alerts back on from your dashboard, and the weekly summary of your listings on your account page, at any time.',
  badLink:
    'This unsubscribe link does not work. It may be incomplete: open it again from the email, or manage your alerts on your dashboard.',
  manage: 'Manage your alerts',
  retry: 'Try again',
} as const;

/** Where the saved searches are managed. */
export const MANAGE_ALERTS_PATH = `${PAGES.dashboard}#saved-searches`;
