import { PAGES } from './routes/pages.js';
import { z } from 'zod';

export * from './listing-age.js';

/** The BullMQ queue of the expiry job (one repeatable job for the cluster; in process without Redis). */
export const LISTING_EXPIRY_QUEUE = 'listing-expiry';

/** The shell page the reminder mail links to; it posts the token to ROUTES.stillAvailable. */
export const STILL_AVAILABLE_PAGE = PAGES.stillAvailable;
export const stillAvailablePagePath = (token: string) => `${STILL_AVAILABLE_PAGE}?token=${encodeURIComponent(token)}`;

/** `<listing id>.<expiry it was sent for, unix seconds>.<mac>` (see listings' still-available-tokens.ts). */
export const STILL_AVAILABLE_TOKEN_PATTERN = /^\d{1,10}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;
const badLink = 'This link is not valid: open the whole link from the email';

/** POST /api/vehicles/still-available body. */
export const StillAvailableSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).max(100, badLink).regex(STILL_AVAILABLE_TOKEN_PATTERN, badLink),
});
export type StillAvailableInput = z.infer<typeof StillAvailableSchema>;

/**
 * What the link did: `confirmed` (the expiry moved out), `renewed` (it had expired: public again), `already`
 * (confirmed before: nothing changed). `expiresAt` is the listing's expiry now.
 */
export const StillAvailableResultSchema = z.object({
  outcome: z.enum(['confirmed', 'renewed', 'already']),
  vehicleId: z.number().int(),
  title: z.string(),
  expiresAt: z.string(),
});
export type StillAvailableResult = z.infer<typeof StillAvailableResultSchema>;
