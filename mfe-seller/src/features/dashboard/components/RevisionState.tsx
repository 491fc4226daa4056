import { LISTING_FIELD_LABELS, REVISED_STATUSES, type EditableField, type OwnerVehicle, type Vehicle } from '@rl/contracts';
import styled from 'styled-components';
import { gridGap } from '@rl/web-kit';

const fieldList = (fields: readonly string[]) => fields.map((f) => LISTING_FIELD_LABELS[f as EditableField] ?? f).join(', ');

/**
 * Where the seller's latest changes to a live listing stand: waiting for review (buyers still see the approved
 * version), rejected with the reviewer's reason, or approved. Nothing for a listing edited in place.
 */
export function RevisionState({ vehicle: v, name }: { vehicle: Vehicle & Partial<Pick<OwnerVehicle, 'revision'>>; name: string }) {
  const r = v.revision;
  if (!r || r.status === 'withdrawn' || !REVISED_STATUSES.includes(v.status)) return null;
  if (r.status === 'pending') {
    return (
      <Box role="status" aria-label={`Changes under review for ${name}`} $tone="info">
        <strong>Changes under review</strong>
        <p>Buyers see the approved version until our team approves your changes{r.changedFields.length ? ` (${fieldList(r.changedFields)})` : ''}.</p>
      </Box>
    );
  }
  if (r.status === 'rejected') {
    return (
      <Box role="note" aria-label={`Changes rejected for ${name}`} $tone="warn">
        <strong>Changes rejected{r.reason ? `: ${r.reason}` : ''}</strong>
        <p>Your listing stays on sale as it was. Edit it again to send new changes.</p>
      </Box>
    );
  }
  return (
    <Box role="status" aria-label={`Changes approved for ${name}`} $tone="ok">
      <strong>Changes approved</strong>
      <p>Your latest changes are live.</p>
    </Box>
  );
}

const TONES = {
  info: { border: '#4c8dff', background: '#eef4ff', title: '#1d3f7a' },
  warn: { border: '#b7791f', background: '#fff8eb', title: '#7a4d0b' },
  ok: { border: '#1f7a4d', background: '#edf7f1', title: '#17613c' },
} as const;

const Box = styled.div<{ $tone: keyof typeof TONES }>`
  ${gridGap(2)}
  margin-top: 8px;
  padding: 8px 12px;
  max-width: 520px;
  border-left: 3px solid ${({ $tone }) => TONES[$tone].border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ $tone }) => TONES[$tone].background};
  font-size: 0.85rem;
  strong { font-size: 0.8125rem; color: ${({ $tone }) => TONES[$tone].title}; overflow-wrap: anywhere; }
  p { color: ${({ theme }) => theme.colors.text}; }
`;
