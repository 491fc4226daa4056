import {
  API, PendingRevisionListSchema, REVISIONS_API, RevisionDecisionResultSchema,
  type PendingRevisionList, type RevisionDecisionResult, type RevisionOutcome,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../../api/checked-answer';

export const REVISIONS_PAGE_SIZE = 10;

export const revisionKeys = {
  pending: (page: number) => [REVISIONS_API.pending, { page, limit: REVISIONS_PAGE_SIZE }] as const,
};

/** GET /api/admin/revisions: sellers' changes to live listings, oldest first, with their diffs. */
export async function fetchPendingRevisions(page: number): Promise<PendingRevisionList> {
  const url = `${REVISIONS_API.pending}?page=${page}&limit=${REVISIONS_PAGE_SIZE}`;
  const body = await getJson<unknown>(url);
  return body === null ? { revisions: [], total: 0 } : checkedAnswer(PendingRevisionListSchema, REVISIONS_API.pending, body);
}

export interface RevisionDecision {
  revisionId: number;
  vehicleId: number;
  outcome: RevisionOutcome;
  /** the live listing's updatedAt the admin reviewed the diff against */
  expectedUpdatedAt: string;
  reason?: string;
}

/** POST /api/admin/revisions/{id}/approve or /reject (a 409 says why the changes can no longer be decided). */
export async function decideRevision({ revisionId, outcome, expectedUpdatedAt, reason }: RevisionDecision): Promise<RevisionDecisionResult> {
  const url = outcome === 'approved' ? REVISIONS_API.approve(revisionId) : REVISIONS_API.reject(revisionId);
  const body = outcome === 'approved' ? { expectedUpdatedAt } : { expectedUpdatedAt, reason: reason?.trim() ?? '' };
  return checkedAnswer(RevisionDecisionResultSchema, url, await apiJson<unknown>('POST', url, body));
}

/** What else a decision changes on the dashboard: the listing's history and the admin lists. */
export const AFTER_REVISION_DECISION = [[REVISIONS_API.pending], [API.adminVehicles]] as const;
