import { API } from '@rl/contracts';
import { toast } from '@rl/web-kit';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { adminKeys, changeStatus, type StatusChange, type StatusChangeAnswer } from '../api/admin-api';
import { MalformedAnswerError } from '../api/checked-answer';
import { reportAdminError } from '../api/admin-errors';
import { STATUS_UPDATED, STATUS_UPDATE_FAILED } from '../notices';

/** After a decision: the pending queue, the counts, the status lists and the listing's history. */
function refreshAfterDecision(client: QueryClient, vehicleId: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [API.adminPending] }),
    client.invalidateQueries({ queryKey: adminKeys.stats() }),
    client.invalidateQueries({ queryKey: [API.adminVehicles] }),
    client.invalidateQueries({ queryKey: adminKeys.history(vehicleId) }),
    client.invalidateQueries({ queryKey: adminKeys.timeline(vehicleId) }),
  ]);
}

function noticeFor({ result }: StatusChangeAnswer) {
  if (result?.outcome === 'queued') return { title: 'Decision recorded', description: result.message };
  if (result?.outcome === 'unchanged') return { title: 'No change', description: result.message };
  return STATUS_UPDATED;
}

/**
 * An admin status change (spec §4, §7, §8): on success the notice and a refresh of the pending list and
 * stats (the mutation stays pending until they are back, so the buttons stay disabled until the rows
 * are current); on failure the notice of §8 (a 409 also refreshes: the listing changed meanwhile).
 */
export function useStatusChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => changeStatus(change),
    onSuccess: (answer, change) => {
      toast(noticeFor(answer));
      return refreshAfterDecision(client, change.vehicle.id);
    },
    onError: (error, change) => {
      const status = reportAdminError(error, STATUS_UPDATE_FAILED);
      // a 409/404, or an answer that could not be read (the change may have landed): show what is true now
      if (status === 409 || status === 404 || error instanceof MalformedAnswerError) return refreshAfterDecision(client, change.vehicle.id);
      return undefined;
    },
  });
}
