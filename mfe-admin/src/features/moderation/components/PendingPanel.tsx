import type { PendingListing, QueueCheckFilter } from '@rl/contracts';
import { CheckCircleIcon } from '@rl/web-kit';
import { useEffect, useState } from 'react';
import { PENDING_PAGE_SIZE } from '../../../shared/api/admin-api';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, ErrorState } from '../../../shared/ui/PanelState';
import { PanelHeading } from '../../../shared/ui/PanelHeading';
import { vehicleName } from '@rl/web-kit/vehicles';
import { usePendingListings } from '../hooks/usePendingListings';
import { useStatusChange } from '../../../shared/hooks/useStatusChange';
import { ApproveDialog, failedChecks } from './ApproveDialog';
import { CheckFilter } from './CheckFilter';
import { DecisionDialog } from '../../../shared/ui/DecisionDialog';
import { PendingSkeleton, PendingTable } from './PendingTable';

/** The default tab: the review queue, oldest first, with Approve and Reject (after a confirm). */
export function PendingPanel() {
  const [page, setPage] = useState(1);
  const [checks, setChecks] = useState<QueueCheckFilter>('all');
  const pending = usePendingListings(page, checks);
  const change = useStatusChange();
  const [rejecting, setRejecting] = useState<PendingListing | null>(null);
  const [asking, setAsking] = useState<PendingListing | null>(null);
  const [approving, setApproving] = useState<PendingListing | null>(null);

  const vehicles = pending.data?.vehicles ?? [];
  const total = pending.data?.total ?? 0;
  // deciding the last listing of a later page leaves it empty: step back
  useEffect(() => {
    if (page > 1 && pending.data && pending.data.vehicles.length === 0 && !pending.isFetching) setPage((p) => p - 1);
  }, [page, pending.data, pending.isFetching]);

  const decide = (v: PendingListing, status: 'approved' | 'rejected' | 'needs_changes', reason?: string) =>
    change.mutate({ vehicle: v, status, reason, sameVersion: true });

  return (
    <section aria-labelledby="pending-heading">
      <PanelHeading id="pending-heading" title="Awaiting review">
        Oldest first. Automated checks flag anything worth a closer look before you decide.
      </PanelHeading>
      <CheckFilter
        value={checks}
        busy={pending.isFetching}
        onChange={(next) => {
          setChecks(next);
          setPage(1);
        }}
      />
      {pending.isLoading ? (
        <PendingSkeleton />
      ) : pending.isError && !pending.data ? (
        <ErrorState what="the pending listings" error={pending.error} onRetry={() => void pending.refetch()} />
      ) : vehicles.length === 0 ? (
        <EmptyState icon={<CheckCircleIcon size={24} />} title={checks === 'all' ? 'No listings pending approval' : 'No pending listings match this filter'} />
      ) : (
        <>
          <PendingTable
            vehicles={vehicles}
            busy={change.isPending}
            updatingId={change.isPending ? change.variables?.vehicle.id : undefined}
            onApprove={(v) => (failedChecks(v.checks).length > 0 ? setApproving(v) : decide(v, 'approved'))}
            onReject={setRejecting}
            onRequestChanges={setAsking}
          />
          <Pager page={page} pageSize={PENDING_PAGE_SIZE} total={total} onPage={setPage} noun="listings" busy={pending.isFetching} />
        </>
      )}
      {approving && (
        <ApproveDialog
          vehicleName={vehicleName(approving)}
          failed={failedChecks(approving.checks)}
          onCancel={() => setApproving(null)}
          onConfirm={() => {
            const v = approving;
            setApproving(null);
            decide(v, 'approved');
          }}
        />
      )}
      {asking && (
        <DecisionDialog
          kind="requestChanges"
          vehicleName={vehicleName(asking)}
          onCancel={() => setAsking(null)}
          onConfirm={(notes) => {
            const v = asking;
            setAsking(null);
            decide(v, 'needs_changes', notes);
          }}
        />
      )}
      {rejecting && (
        <DecisionDialog
          kind="reject"
          vehicleName={vehicleName(rejecting)}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => {
            const v = rejecting;
            setRejecting(null);
            decide(v, 'rejected', reason);
          }}
        />
      )}
    </section>
  );
}
