import { toast, type ToastInput } from '@rl/web-kit';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../shared/api/admin-api';
import { reportAdminError } from '../../../shared/api/admin-errors';
import { MalformedAnswerError } from '../../../shared/api/checked-answer';
import { AFTER_REVISION_DECISION, decideRevision, type RevisionDecision } from '../api/revisions-api';

const FAILED: ToastInput = { title: 'Error', description: 'Failed to save your decision on these changes', variant: 'destructive' };

function refresh(client: QueryClient, vehicleId: number): Promise<unknown> {
  return Promise.all([
    ...AFTER_REVISION_DECISION.map((queryKey) => client.invalidateQueries({ queryKey })),
    client.invalidateQueries({ queryKey: adminKeys.history(vehicleId) }),
  ]);
}

/** Approve or reject a seller's changes; the list follows (a 409 refreshes it too: the changes moved on meanwhile). */
export function useRevisionDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: RevisionDecision) => decideRevision(d),
    onSuccess: (result, d) => {
      const title = result.outcome === 'queued' ? 'Decision recorded' : d.outcome === 'approved' ? 'Changes published' : 'Changes rejected';
      toast({ title, description: result.message });
      return refresh(client, d.vehicleId);
    },
    onError: (error, d) => {
      const status = reportAdminError(error, FAILED);
      if (status === 409 || status === 404 || error instanceof MalformedAnswerError) return refresh(client, d.vehicleId);
      return undefined;
    },
  });
}
