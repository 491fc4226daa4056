import type { Vehicle } from '@rl/contracts';
import { gridGap, inlineRow, PencilIcon } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * The moderator's notes on a listing sent back to its seller: what to change (needs_changes) or why it was
 * rejected, with the way to edit it (the edit sends it back to review).
 */
export function ModerationNotes({ vehicle: v, name }: { vehicle: Vehicle; name: string }) {
  if (!v.moderationNotes || (v.status !== 'needs_changes' && v.status !== 'rejected')) return null;
  const asked = v.status === 'needs_changes';
  return (
    <Notes role="note" aria-label={`${asked ? 'Changes requested' : 'Rejection reason'} for ${name}`}>
      <strong>{asked ? 'Changes requested by our reviewer' : 'Why it was not published'}</strong>
      <p>{v.moderationNotes}</p>
      <EditLink to={`/create-listing?edit=${v.id}`}>
        <PencilIcon size={14} />
        {asked ? 'Edit and resubmit' : 'Edit listing'}
      </EditLink>
    </Notes>
  );
}

const Notes = styled.div`
  ${gridGap(4)}
  margin-top: 8px;
  padding: 10px 12px;
  max-width: 520px;
  border-left: 3px solid #b7791f;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fff8eb;
  font-size: 0.875rem;
  strong { font-size: 0.8125rem; color: #7a4d0b; }
  p { color: ${({ theme }) => theme.colors.text}; white-space: pre-line; overflow-wrap: anywhere; }
`;

const EditLink = styled(Link)`
  ${inlineRow}
  gap: 6px;
  justify-self: start;
  min-height: 32px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
  text-decoration: underline;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;
