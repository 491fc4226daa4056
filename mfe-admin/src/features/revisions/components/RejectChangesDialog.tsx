import { ReasonDialog } from '../../../shared/ui/ReasonDialog';

/** Asks why the changes cannot be published: required, it reaches the seller by mail and on their dashboard. */
export function RejectChangesDialog({ vehicleName, onConfirm, onCancel }: { vehicleName: string; onConfirm: (reason: string) => void; onCancel: () => void }) {
  return (
    <ReasonDialog
      title="Reject changes"
      question="The listing stays on sale as it is now. Tell the seller why these changes cannot be published."
      vehicleName={vehicleName}
      label="Reason"
      required
      rows={4}
      missingMessage="Write a reason so the seller knows what to fix."
      hint="Sent to the seller and saved in the listing's history."
      confirm="Reject changes"
      danger
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
