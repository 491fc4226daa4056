import {
  API, PendingRevisionListSchema, RevisionDecisionResultSchema, type PendingRevisionList, type RevisionDecisionResult, type RevisionOutcome,
} from '@rl/contracts';
import { apiJson, getJson } from '@rl/web-kit';
import { checkedAnswer } from '../../../shared/api/checked-answer';

export const REVISIONS_PAGE_SIZE = 10;

export const revisionKeys = {
  pending: (page: number) => [API.adminRevisions, { page, limit: REVISIONS_PAGE_SIZE }] as const,
};

/** GET /api/admin/revisions: sellers' changes to live listings, oldest first, with their diffs. */
export async function fetchPendingRevisions(page: number): Promise<PendingRevisionList> {
  const url = `${API.adminRevisions}?page=${page}&limit=${REVISIONS_PAGE_SIZE}`;
  const body = await getJson<unknown>(url);
  return body === null ? { revisions: [], total: 0 } : checkedAnswer(PendingRevisionListSchema, API.adminRevisions, body);
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
  const url = outcome === 'approved' ? API.adminRevisionApprove(revisionId) : API.adminRevisionReject(revisionId);
  const body = outcome === 'approved' ? { expectedUpdatedAt } : { expectedUpdatedAt, reason: reason?.trim() ?? '' };
  return checkedAnswer(RevisionDecisionResultSchema, url, await apiJson<unknown>('POST', url, body));
}

/** What else a decision changes on the dashboard: the listing's history and the admin lists. */
export const AFTER_REVISION_DECISION = [[API.adminRevisions], [API.adminVehicles]] as const;
