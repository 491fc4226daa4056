import type { ListingStatus, Vehicle } from '@rl/contracts';
import { gridGap, plainList, Skeleton } from '@rl/web-kit';
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LIST_PAGE_SIZE, type ListedStatus } from '../../../shared/api/admin-api';
import { Pager } from '../../../shared/ui/Pager';
import { EmptyState, ErrorState } from '../../../shared/ui/PanelState';
import { PanelHeading } from '../../../shared/ui/PanelHeading';
import { vehicleName } from '@rl/web-kit/vehicles';
import { DecisionDialog, type DecisionKind } from '../../../shared/ui/DecisionDialog';
import { useStatusChange } from '../../../shared/hooks/useStatusChange';
import { useFeaturedToggle } from '../hooks/useFeaturedToggle';
import { useListings } from '../hooks/useListings';
import { ListingRow } from './ListingRow';

interface ListingsPanelProps {
  status: ListedStatus;
  title: string;
  /** the spec's line ('{n} listings have been approved') */
  lead: ReactNode;
  actions?: ReactNode;
  emptyText: string;
}

const KIND_OF: Partial<Record<ListingStatus, DecisionKind>> = { rejected: 'takeDown', sold: 'sold' };

/** A paged list of the listings in one status, with their moves (ADMIN_TRANSITIONS), featured flag and history. */
export function ListingsPanel({ status, title, lead, actions, emptyText }: ListingsPanelProps) {
  const [page, setPage] = useState(1);
  const list = useListings(status, page);
  const change = useStatusChange();
  const featured = useFeaturedToggle();
  const [move, setMove] = useState<{ vehicle: Vehicle; to: ListingStatus } | null>(null);

  const vehicles = list.data?.vehicles ?? [];
  useEffect(() => {
    if (page > 1 && list.data && list.data.vehicles.length === 0 && !list.isFetching) setPage((p) => p - 1);
  }, [page, list.data, list.isFetching]);

  const headingId = `${status}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <PanelHeading id={headingId} title={title} actions={actions}>
        {lead}
      </PanelHeading>
      {list.isLoading ? (
        <Rows aria-busy="true" aria-label="Loading listings">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="112px" />
          ))}
        </Rows>
      ) : list.isError && !list.data ? (
        <ErrorState what="the listings" error={list.error} onRetry={() => void list.refetch()} />
      ) : vehicles.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <>
          <Rows as="ul" aria-label={title}>
            {vehicles.map((v) => (
              <li key={v.id}>
                <ListingRow
                  vehicle={v}
                  busy={change.isPending}
                  onMove={(vehicle, to) => setMove({ vehicle, to })}
                  featured={
                    status === 'approved'
                      ? {
                          busy: featured.isPending && featured.variables?.vehicleId === v.id,
                          onToggle: (vehicle, isFeatured) => featured.mutate({ vehicleId: vehicle.id, isFeatured }),
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </Rows>
          <Pager page={page} pageSize={LIST_PAGE_SIZE} total={list.data?.total ?? 0} onPage={setPage} noun="listings" busy={list.isFetching} />
        </>
      )}
      {move && (
        <DecisionDialog
          kind={KIND_OF[move.to] ?? 'takeDown'}
          vehicleName={vehicleName(move.vehicle)}
          onCancel={() => setMove(null)}
          onConfirm={(reason) => {
            const { vehicle, to } = move;
            setMove(null);
            change.mutate({ vehicle, status: to, reason });
          }}
        />
      )}
    </section>
  );
}

const Rows = styled.div`
  ${gridGap(12)}
  ${plainList}
`;
