import { LISTING_FIELD_LABELS, type EditableField, type RevisionSummary } from '@rl/contracts';
import { formatDate } from '@rl/web-kit/vehicles';
import styled from 'styled-components';
import { gridGap } from '@rl/web-kit';

/** Above the edit form of a live listing whose changes wait for review: the form shows those changes. */
export function PendingChangesNotice({ revision }: { revision: RevisionSummary }) {
  const fields = revision.changedFields.map((f) => LISTING_FIELD_LABELS[f as EditableField] ?? f).join(', ');
  return (
    <Notice role="note" aria-label="Changes under review">
      <strong>Changes under review</strong>
      <p>
        The form shows the changes you sent on {formatDate(revision.createdAt)}{fields ? ` (${fields})` : ''}. Saving again replaces
        them.
      </p>
    </Notice>
  );
}

const Notice = styled.div`
  ${gridGap(4)}
  margin-bottom: 16px;
  padding: 12px 14px;
  border-left: 3px solid #4c8dff;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #eef4ff;
  font-size: 0.9rem;
  strong { color: #1d3f7a; }
  p { color: ${({ theme }) => theme.colors.text}; }
`;
