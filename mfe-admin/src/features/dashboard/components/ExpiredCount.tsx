import { LISTING_FRESHNESS } from '@rl/contracts';
import { ClockIcon, wrapRow } from '@rl/web-kit';
import { formatCount } from '@rl/web-kit/vehicles';
import styled from 'styled-components';

/** Listings that expired (no "still available" within LISTING_FRESHNESS.expiresAfterDays): out of search until renewed. */
export function ExpiredCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Line data-testid="stat-expired">
      <ClockIcon size={16} />
      <span>
        <strong>{formatCount(count)}</strong> expired {count === 1 ? 'listing' : 'listings'}
      </span>
      <small>not confirmed within {LISTING_FRESHNESS.expiresAfterDays} days: out of search until their sellers renew them</small>
    </Line>
  );
}

const Line = styled.p`
  ${wrapRow}
  gap: 4px 8px;
  margin-top: 12px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  svg { flex: none; color: ${({ theme }) => theme.colors.textMuted}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.82rem; }
`;
