import type { LeadDetail } from '@rl/contracts';
import { Button, describeError, gridGap, toast, wrapRow } from '@rl/web-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { reportAdminError } from '../../../shared/api/admin-errors';
import { useAssignments, useReassign } from '../hooks/useDesk';

/** Admins: who works this lead, and a choice of associate for the lead or for its whole listing. */
export function ReassignBox({ lead }: { lead: LeadDetail }) {
  const assignments = useAssignments();
  const reassign = useReassign(lead.id);
  const [to, setTo] = useState('');
  const id = useId();
  const associates = assignments.data?.associates ?? [];
  const current = associates.find((a) => a.id === lead.associateId)?.name ?? (lead.associateId ? 'someone no longer on the desk' : 'nobody yet');

  const send = async (what: 'lead' | 'listing') => {
    if (!to) return;
    try {
      const done = await reassign.mutateAsync({ what, id: what === 'lead' ? lead.id : lead.vehicle!.id, associateId: to });
      toast({ title: what === 'lead' ? 'Lead reassigned' : 'Listing reassigned', description: `${done.associateName} now works ${what === 'lead' ? 'this lead' : `this car and its ${done.leadIds.length} open lead${done.leadIds.length === 1 ? '' : 's'}`}.` });
      setTo('');
    } catch (err) {
      reportAdminError(err, { title: 'Not reassigned', description: describeError(err), variant: 'destructive' });
    }
  };

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>Associate: {current}</h4>
      <Controls>
        <label htmlFor={`${id}-to`}>Give to</label>
        <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value)} disabled={assignments.isLoading}>
          <option value="">Choose an associate</option>
          {associates.filter((a) => a.id !== lead.associateId).map((a) => (
            <option key={a.id} value={a.id}>{a.name} ({a.openLeads} open)</option>
          ))}
        </select>
        <Button type="button" $size="sm" $variant="outline" disabled={!to || reassign.isPending} onClick={() => void send('lead')}>This lead</Button>
        {lead.vehicle && (
          <Button type="button" $size="sm" $variant="outline" disabled={!to || reassign.isPending} onClick={() => void send('listing')}>The whole listing</Button>
        )}
      </Controls>
    </Box>
  );
}

const Box = styled.section`
  ${gridGap(8)}
  margin-bottom: 16px;
  padding: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h4 { font-size: 0.9rem; }
`;

const Controls = styled.div`
  ${wrapRow}
  gap: 8px;
  label { font-size: 0.875rem; }
  select {
    min-height: 40px;
    max-width: 100%;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
