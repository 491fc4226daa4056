import { capsLabel } from '@rl/web-kit';
import styled from 'styled-components';
import { statusLabel } from './format';

const TONES: Record<string, { bg: string; fg: string; dot: string }> = {
  pending: { bg: '#fff6e5', fg: '#8a5a00', dot: '#e09b12' },
  approved: { bg: '#e7f6ee', fg: '#17603c', dot: '#22a06b' },
  rejected: { bg: '#fdecec', fg: '#9f1d1d', dot: '#d6202a' },
  sold: { bg: '#e9eef7', fg: '#1d2f52', dot: '#3b5b9a' },
  needs_changes: { bg: '#fff1e0', fg: '#7a4d0b', dot: '#b7791f' },
};

/** A listing's status with the labels of spec §4 (pending -> Pending, approved -> Active, ...). */
export function StatusBadge({ status }: { status: string }) {
  const tone = TONES[status] ?? TONES.sold;
  return (
    <Pill $bg={tone.bg} $fg={tone.fg} $dot={tone.dot} data-status={status}>
      {statusLabel(status)}
    </Pill>
  );
}

const Pill = styled.span<{ $bg: string; $fg: string; $dot: string }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $bg }) => $bg};
  color: ${({ $fg }) => $fg};
  font-size: 0.8rem;
  font-weight: 600;
  /* a long label ('Changes requested') wraps inside a narrow phone cell instead of spilling over the next */
  max-width: 100%;
  line-height: 1.25;
  &::before {
    flex: none;
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${({ $dot }) => $dot};
  }
`;

/** 'Featured' beside a listing's status in tables. */
export const FeaturedBadge = styled.span`
  display: inline-flex;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(200, 164, 93, 0.16);
  color: #7a5d1f;
  ${capsLabel('0.72rem', 700, '0.04em')}
`;
