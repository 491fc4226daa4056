import { ADMIN_TRANSITIONS, isAdminTransitionAllowed, LISTING_STATUSES, LISTING_STATUS_RULES, STATUS_AFTER_SELLER_EDIT } from '../src/index.js';

describe('the listing status table', () => {
  it('has a rule for every status and nothing else', () => {
    expect(Object.keys(LISTING_STATUS_RULES).sort()).toEqual([...LISTING_STATUSES].sort());
  });

  it('admins approve, reject or ask for changes on pending listings, sell or take down approved ones; the rest are final for them', () => {
    expect(ADMIN_TRANSITIONS).toEqual({
      pending: ['approved', 'rejected', 'needs_changes'], approved: ['sold', 'rejected'], rejected: [], sold: [], needs_changes: [], expired: [],
    });
    expect(isAdminTransitionAllowed('pending', 'approved')).toBe(true);
    expect(isAdminTransitionAllowed('rejected', 'approved')).toBe(false);
    expect(isAdminTransitionAllowed('sold', 'approved')).toBe(false);
  });

  it('no admin move goes back to pending or stays put: review happens only after a seller edit', () => {
    for (const from of LISTING_STATUSES) {
      for (const to of LISTING_STATUS_RULES[from].admin) {
        expect(to).not.toBe('pending');
        expect(to).not.toBe(from);
      }
    }
  });

  it('a seller edit keeps an approved listing live (the edit waits as a revision), sends the others back to review; sold and expired cannot be edited', () => {
    expect(STATUS_AFTER_SELLER_EDIT).toEqual({
      pending: 'pending', approved: 'approved', rejected: 'pending', sold: null, needs_changes: 'pending', expired: null,
    });
  });
});
