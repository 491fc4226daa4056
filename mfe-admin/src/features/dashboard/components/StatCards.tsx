import type { Stats } from '@rl/contracts';
import { Button, CheckCircleIcon, ClockInsetIcon, dangerText, describeError, GridIcon, wrapRow, XCircleIcon } from '@rl/web-kit';
import { StatCards as StatCardRow, type StatItem } from '@rl/web-kit/vehicles';
import styled from 'styled-components';
import { useStats } from '../../../shared/hooks/useStats';
import { ExpiredCount } from './ExpiredCount';

type Key = keyof Pick<Stats, 'total' | 'pending' | 'approved' | 'rejected'>;

const CARDS: (Omit<StatItem, 'value'> & { key: Key })[] = [
  { key: 'total', label: 'Total Listings', icon: <GridIcon size={20} />, tone: '#23489a' },
  { key: 'pending', label: 'Pending Approval', icon: <ClockInsetIcon size={20} />, tone: '#b26a00' },
  { key: 'approved', label: 'Approved', icon: <CheckCircleIcon size={20} />, tone: '#1f7a4d' },
  { key: 'rejected', label: 'Rejected', icon: <XCircleIcon size={20} />, tone: '#b42318' },
];

/** The four summary cards (spec §2): '...' while loading, 0 for a missing value. */
export function StatCards() {
  const { data, isLoading, isError, error, refetch } = useStats();
  return (
    <StatCardRow busy={isLoading} items={CARDS.map((c) => ({ ...c, value: isLoading ? '...' : (data?.[c.key] ?? 0) }))}>
      {!isError && <ExpiredCount count={data?.expired} />}
      {isError && (
        <StatsError role="alert">
          <span>Could not load the statistics: {describeError(error)}</span>
          <Button type="button" $variant="outline" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </StatsError>
      )}
    </StatCardRow>
  );
}

const StatsError = styled.div`
  ${wrapRow}
  gap: 12px;
  margin-top: 12px;
  ${dangerText('0.875rem')}
`;
