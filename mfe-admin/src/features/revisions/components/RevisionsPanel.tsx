import type { PendingRevision } from '@rl/contracts';
import { CheckCircleIcon, gridGap, Skeleton } from '@rl/web-kit';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Pager } from '../../../shared/ui/Pager';
import { PanelHeading } from '../../../shared/ui/PanelHeading';
import { EmptyState, ErrorState } from '../../../shared/ui/PanelState';
import { REVISIONS_PAGE_SIZE } from '../api/revisions-api';
import { usePendingRevisions } from '../hooks/usePendingRevisions';
import { useRevisionDecision } from '../hooks/useRevisionDecision';
import { RejectChangesDialog } from './RejectChangesDialog';
import { RevisionCard } from './RevisionCard';

/** Sellers' changes to live listings, oldest first: the live listing stays on sale until its changes are approved. */
export function RevisionsPanel() {
  const [page, setPage] = useState(1);
  const list = usePendingRevisions(page);
  const decision = useRevisionDecision();
  const [rejecting, setRejecting] = useState<PendingRevision | null>(null);
  const revisions = list.data?.revisions ?? [];

  // deciding the last changes of a later page leaves it empty: step back
  useEffect(() => {
    if (page > 1 && list.data && list.data.revisions.length === 0 && !list.isFetching) setPage((p) => p - 1);
  }, [page, list.data, list.isFetching]);

  const decide = (r: PendingRevision, outcome: 'approved' | 'rejected', reason?: string) =>
    decision.mutate({ revisionId: r.id, vehicleId: r.vehicleId, outcome, expectedUpdatedAt: r.expectedUpdatedAt, reason });

  return (
    <section aria-labelledby="revisions-heading">
      <PanelHeading id="revisions-heading" title="Changes to review">
        Sellers&apos; edits of live listings, oldest first. Buyers keep seeing the approved version until you approve the changes.
      </PanelHeading>
      {list.isLoading ? (
        <Stack aria-busy="true" aria-label="Loading changes">
          <Skeleton $height="180px" />
          <Skeleton $height="180px" />
        </Stack>
      ) : list.isError && !list.data ? (
        <ErrorState what="the changes to review" error={list.error} onRetry={() => void list.refetch()} />
      ) : revisions.length === 0 ? (
        <EmptyState icon={<CheckCircleIcon size={24} />} title="No changes waiting for review" />
      ) : (
        <>
          <Stack>
            {revisions.map((r) => (
              <RevisionCard key={r.id} revision={r} busy={decision.isPending} onApprove={(x) => decide(x, 'approved')} onReject={setRejecting} />
            ))}
          </Stack>
          <Pager page={page} pageSize={REVISIONS_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} noun="changes" busy={list.isFetching} />
        </>
      )}
      {rejecting && (
        <RejectChangesDialog
          vehicleName={rejecting.title}
          onCancel={() => setRejecting(null)}
          onConfirm={(reason) => {
            const r = rejecting;
            setRejecting(null);
            decide(r, 'rejected', reason);
          }}
        />
      )}
    </section>
  );
}

const Stack = styled.div`${gridGap(16)}`;
