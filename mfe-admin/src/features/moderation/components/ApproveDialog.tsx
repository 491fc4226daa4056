import type { Check } from '@rl/contracts';
import { Button, Dialog, gridGap } from '@rl/web-kit';
import styled from 'styled-components';

/** The automated checks that failed on a listing: what an admin confirms before approving it anyway. */
export const failedChecks = (checks: readonly Check[] | undefined): Check[] => (checks ?? []).filter((c) => c.status === 'fail' || !c.ok);

interface ApproveDialogProps {
  /** 'year make model' of the listing concerned */
  vehicleName: string;
  failed: readonly Check[];
  onConfirm: () => void;
  onCancel: () => void;
}

/** Approving a listing some automated checks failed on: the failures, listed, and a confirm. */
export function ApproveDialog({ vehicleName, failed, onConfirm, onCancel }: ApproveDialogProps) {
  return (
    <Dialog
      title="Approve despite failed checks?"
      description={
        <>
          <p>
            {failed.length === 1 ? 'This automated check failed' : `These ${failed.length} automated checks failed`} on{' '}
            <strong>{vehicleName}</strong>. Approving publishes the listing as it is.
          </p>
        </>
      }
      onClose={onCancel}
      size="sm"
    >
      <Failed aria-label="Failed checks">
        {failed.map((c) => (
          <li key={c.code}>{c.message}</li>
        ))}
      </Failed>
      <Actions>
        <Button type="button" $variant="outline" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button type="button" $variant="primary" onClick={onConfirm}>
          Approve anyway
        </Button>
      </Actions>
    </Dialog>
  );
}

const Failed = styled.ul`
  ${gridGap(8)}
  margin: 14px 0 0;
  padding: 0 0 0 18px;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.9rem;
  li::marker { color: ${({ theme }) => theme.colors.danger}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 18px;
`;
