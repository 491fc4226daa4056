import type { ListingStatus } from '@rl/contracts';
import styled from 'styled-components';
import { STATUS_COLORS, STATUS_LABELS } from './listing-status';

export function StatusBadge({ status }: { status: ListingStatus }) {
  return <Badge $status={status}>{STATUS_LABELS[status] ?? status}</Badge>;
}

const Badge = styled.span<{ $status: ListingStatus }>`
  display: inline-flex;
  align-items: center;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $status }) => STATUS_COLORS[$status]?.bg ?? '#eef0f3'};
  color: ${({ $status }) => STATUS_COLORS[$status]?.fg ?? '#33415c'};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
`;
