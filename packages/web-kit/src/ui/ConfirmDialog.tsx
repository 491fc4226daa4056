import { DialogActions } from './DialogActions';
import { ListingDialog } from './ListingDialog';

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
    <ListingDialog title={title} question={question} vehicleName={vehicleName} onClose={onCancel}>
      <DialogActions confirm={confirm} danger={danger} onCancel={onCancel} onConfirm={onConfirm} focusCancel />
    </ListingDialog>
  );
}
