import { LISTING_FRESHNESS } from '@rl/contracts';

/**
 * SQL shared by every read and write that knows about a listing's freshness. The day counts are the
 * contracts' constants, written into the SQL as numbers (never user input).
 */

/**
 * Listings the public may see: approved ones, and sold ones for LISTING_FRESHNESS.soldVisibleDays after
 * the sale (a row sold before `sold_at` existed counts from its last change).
 */
export const publicListingSql = (alias = 'v') =>
  `(${alias}."status" = 'approved' OR (${alias}."status" = 'sold'
    AND coalesce(${alias}."sold_at", ${alias}."updated_at") > now() - interval '${LISTING_FRESHNESS.soldVisibleDays} days'))`;

/** A new expiry: a whole period from now. */
export const nextExpirySql = `now() + interval '${LISTING_FRESHNESS.expiresAfterDays} days'`;

/**
 * SET items of a status write (`status` is the SQL of the new status): an approval lists the listing (the
 * first time only: its age never restarts), starts a new period and reopens the reminder; a sale stamps
 * `sold_at`.
 */
export const statusStampsSql = (status: string, alias = 'v') => [
  `"listed_at" = CASE WHEN ${status} = 'approved' THEN coalesce(${alias}."listed_at", now()) ELSE ${alias}."listed_at" END`,
  `"expires_at" = CASE WHEN ${status} = 'approved' THEN ${nextExpirySql} ELSE ${alias}."expires_at" END`,
  `"reminded_at" = CASE WHEN ${status} = 'approved' THEN NULL ELSE ${alias}."reminded_at" END`,
  `"sold_at" = CASE WHEN ${status} = 'sold' THEN now() ELSE ${alias}."sold_at" END`,
].join(', ');
