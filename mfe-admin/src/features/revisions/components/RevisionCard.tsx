import type { PendingRevision } from '@rl/contracts';
import { VehicleThumb, vehiclePath } from '@rl/web-kit/vehicles';
import styled from 'styled-components';
import { ApproveButton, DangerButton } from '../../../shared/ui/buttons';
import { formatDateTime } from '../../../shared/ui/format';
import { changeValue } from './change-values';
import { gridGap, mutedText } from '@rl/web-kit';

interface RevisionCardProps {
  revision: PendingRevision;
  busy: boolean;
  onApprove: (r: PendingRevision) => void;
  onReject: (r: PendingRevision) => void;
}

/** One seller's changes: the live listing's name, what changes field by field, Approve and Reject. */
export function RevisionCard({ revision: r, busy, onApprove, onReject }: RevisionCardProps) {
  const titleId = `revision-title-${r.id}`;
  return (
    <Card aria-labelledby={titleId} data-testid={`revision-${r.id}`}>
      <Header>
        <VehicleThumb images={r.coverImage ? [r.coverImage] : []} />
        <div>
          <Title id={titleId}>
            <a href={vehiclePath(r.vehicleId)} target="_blank" rel="noreferrer">{r.title}</a>
          </Title>
          <Muted>Submitted {formatDateTime(r.createdAt)} · live until you publish the changes</Muted>
        </div>
      </Header>
      <Diff aria-label={`Changes to ${r.title}`}>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Live now</th>
            <th scope="col">Proposed</th>
          </tr>
        </thead>
        <tbody>
          {r.changes.map((c) => (
            <tr key={c.field}>
              <th scope="row">{c.label}</th>
              <td data-label="Live now"><Old>{changeValue(c.field, c.live)}</Old></td>
              <td data-label="Proposed"><New>{changeValue(c.field, c.proposed)}</New></td>
            </tr>
          ))}
        </tbody>
      </Diff>
      <Actions>
        <ApproveButton type="button" disabled={busy} onClick={() => onApprove(r)} aria-describedby={titleId}>
          Approve changes
        </ApproveButton>
        <DangerButton type="button" disabled={busy} onClick={() => onReject(r)} aria-describedby={titleId}>
          Reject changes
        </DangerButton>
      </Actions>
    </Card>
  );
}

const Card = styled.article`
  ${gridGap(14)}
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} { padding: 20px; }
`;

const Header = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
`;

const Title = styled.h3`
  font-size: 1rem;
  a { color: inherit; text-decoration: none; }
  a:hover { text-decoration: underline; }
`;

const Muted = styled.p`
  margin-top: 2px;
  ${mutedText('0.85rem')}
`;

const Diff = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9rem;
  th, td { padding: 8px 10px; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  thead th { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; font-size: 0.8rem; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody tr + tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody th { font-weight: 600; width: 22%; }
  /* phones: one block per field, its two values labelled */
  @media (max-width: 639px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody tr { display: grid; gap: 2px; padding: 8px 0; }
    tbody th, tbody td { display: block; width: auto; padding: 0; }
    tbody td::before { content: attr(data-label) ': '; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.8rem; }
  }
`;

const Old = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const New = styled.span`
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;
