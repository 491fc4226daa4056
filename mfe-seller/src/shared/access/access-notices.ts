import { destructiveNotice } from '@rl/web-kit';

/** Spec §6: the dashboard for a signed-out user. */
export const DASHBOARD_SIGNED_OUT = destructiveNotice('Unauthorized', 'You are logged out. Logging in again...');

/** Spec §8: the listing form for a signed-out user. */
export const LISTING_FORM_SIGNED_OUT = destructiveNotice('Unauthorized', 'You need to be logged in to create a listing');
