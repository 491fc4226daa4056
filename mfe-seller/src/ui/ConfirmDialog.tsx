import { Button, Dialog } from '@rl/web-kit';
import styled from 'styled-components';

/** The product's confirm (not the browser's): a question about one listing, Cancel and the action. */
export function ConfirmDialog({ title, question, vehicleName, confirm, danger = false, onConfirm, onCancel }: {
  title: string;
  question: string;
  /** 'year make model' of the listing concerned */
  vehicleName: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      title={title}
      description={
        <>
          <p>{question}</p>
          <Vehicle>{vehicleName}</Vehicle>
        </>
      }
      onClose={onCancel}
      size="sm"
    >
      <Actions>
        <Button type="button" $variant="outline" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button type="button" $variant={danger ? 'accent' : 'primary'} onClick={onConfirm}>
          {confirm}
        </Button>
      </Actions>
    </Dialog>
  );
}

const Vehicle = styled.p`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 18px;
`;
