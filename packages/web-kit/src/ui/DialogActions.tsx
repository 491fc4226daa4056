import styled from 'styled-components';
import { Button } from './Button';

/**
 * A confirmation's buttons, right-aligned: Cancel (outline) and the action (accent when it destroys).
 * Without `onConfirm` the action submits the form it stands in.
 */
export function DialogActions({ confirm, danger = false, onCancel, onConfirm, focusCancel = false, spaceAbove = 18 }: {
  confirm: string;
  danger?: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
  /** Cancel takes the focus when the dialog opens */
  focusCancel?: boolean;
  /** px between the content and the buttons */
  spaceAbove?: number;
}) {
  return (
    <Actions $spaceAbove={spaceAbove}>
      <Button type="button" $variant="outline" onClick={onCancel} data-autofocus={focusCancel || undefined}>
        Cancel
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} $variant={danger ? 'accent' : 'primary'} onClick={onConfirm}>
        {confirm}
      </Button>
    </Actions>
  );
}

const Actions = styled.div<{ $spaceAbove: number }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: ${({ $spaceAbove }) => $spaceAbove}px;
`;
