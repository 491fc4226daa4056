import { LISTING_STATUSES, type ListingStatus } from './value-lists.js';

interface StatusRule {
  /** where an admin may move a listing from this status (moderation) */
  readonly admin: readonly ListingStatus[];
  /**
   * the status a seller's edit leaves the listing in (listings); null: the seller can no longer edit it.
   * An approved listing stays approved: the edit waits for review as a pending revision (see revisions).
   */
  readonly afterSellerEdit: ListingStatus | null;
}

/**
 * The one table of a listing's status moves, read by moderation (admin decisions), by listings (its
 * internal status route and the seller's edit) and by the admin screens (which buttons show).
 * An edit of an approved listing keeps the approved version public while the changed version waits as a
 * revision, so buyers never see unreviewed content; an edit of a rejected or changes-requested listing sends
 * it back to the queue; an expired listing is renewed (not edited) back to approved; a sold listing is closed.
 */
export const LISTING_STATUS_RULES: Readonly<Record<ListingStatus, StatusRule>> = {
  pending: { admin: ['approved', 'rejected', 'needs_changes'], afterSellerEdit: 'pending' },
  approved: { admin: ['sold', 'rejected'], afterSellerEdit: 'approved' },
  rejected: { admin: [], afterSellerEdit: 'pending' },
  sold: { admin: [], afterSellerEdit: null },
  needs_changes: { admin: [], afterSellerEdit: 'pending' },
  expired: { admin: [], afterSellerEdit: null },
};

/** The admin's moves out of each status (a view of LISTING_STATUS_RULES). */
export const ADMIN_TRANSITIONS = Object.fromEntries(
  LISTING_STATUSES.map((s) => [s, LISTING_STATUS_RULES[s].admin]),
) as Readonly<Record<ListingStatus, readonly ListingStatus[]>>;

export function isAdminTransitionAllowed(from: ListingStatus, to: ListingStatus): boolean {
  return LISTING_STATUS_RULES[from].admin.includes(to);
}

/** The status after the seller's edit of each status, null when it cannot be edited (a view of the table). */
export const STATUS_AFTER_SELLER_EDIT = Object.fromEntries(
  LISTING_STATUSES.map((s) => [s, LISTING_STATUS_RULES[s].afterSellerEdit]),
) as Readonly<Record<ListingStatus, ListingStatus | null>>;
