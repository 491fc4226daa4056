/**
 * Filters of the moderation queue by the result of the automated checks. They work on check codes
 * generically, so checks added later (photo quality, VIN-verified facts) fall into a group by their code.
 */
export const QUEUE_CHECK_FILTERS = ['all', 'failed', 'vin', 'photos', 'passing'] as const;
export type QueueCheckFilter = (typeof QUEUE_CHECK_FILTERS)[number];

export const QUEUE_CHECK_FILTER_LABELS: Record<QueueCheckFilter, string> = {
  all: 'All listings',
  failed: 'Has failed checks',
  vin: 'VIN issues',
  photos: 'Photo issues',
  passing: 'Passes all checks',
};

export type CheckGroup = 'vin' | 'photos' | 'other';

/** The group of a check code: anything about the VIN, anything about photos (or their angles), the rest. */
export function checkGroup(code: string): CheckGroup {
  if (/(^|_)vin(_|$)/.test(code)) return 'vin';
  if (/photo|angle|image/.test(code)) return 'photos';
  return 'other';
}

interface CheckResult { code: string; ok: boolean; status?: 'pass' | 'fail' | 'unknown' }

/** A check that failed (an `unknown` check could not run and does not count as failed). */
export const checkFailed = (c: CheckResult): boolean => (c.status ? c.status === 'fail' : !c.ok);

/** Whether a listing with these check results belongs in the queue under this filter. */
export function matchesCheckFilter(checks: readonly CheckResult[], filter: QueueCheckFilter): boolean {
  const failed = checks.filter(checkFailed);
  switch (filter) {
    case 'all': return true;
    case 'failed': return failed.length > 0;
    case 'passing': return failed.length === 0;
    case 'vin': return failed.some((c) => checkGroup(c.code) === 'vin');
    case 'photos': return failed.some((c) => checkGroup(c.code) === 'photos');
  }
}
