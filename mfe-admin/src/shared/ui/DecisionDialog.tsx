import { REJECTION_REASONS } from '@rl/contracts';
import { ReasonDialog } from './ReasonDialog';

export type DecisionKind = 'reject' | 'takeDown' | 'sold' | 'requestChanges';

/** notesRequired: free text required; reasonRequired: a common reason (or Other and text) required, sent to the seller */
const COPY: Record<DecisionKind, { title: string; question: string; confirm: string; danger: boolean; notesRequired?: boolean; reasonRequired?: boolean }> = {
  requestChanges: {
    title: 'Request changes',
    question: 'Tell the seller what to change. They get your notes by email and on their dashboard; the listing returns to the queue after their edit.',
    confirm: 'Send request',
    danger: false,
    notesRequired: true,
  },
  // spec §4: the confirm before a rejection
  reject: { title: 'Reject listing', question: 'Are you sure you want to reject this listing?', confirm: 'Reject listing', danger: true, reasonRequired: true },
  takeDown: {
    title: 'Take down listing',
    question: 'Take this listing down? It leaves public search and is marked as rejected.',
    confirm: 'Take down',
    danger: true,
    reasonRequired: true,
  },
  sold: {
    title: 'Mark as sold',
    question: 'Mark this listing as sold? A sold listing can no longer be changed.',
    confirm: 'Mark as sold',
    danger: false,
  },
};

interface DecisionDialogProps {
  kind: DecisionKind;
  /** 'year make model' of the listing concerned */
  vehicleName: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Confirms a status change and asks for its reason, kept in the listing's history: required when the
 * seller is told (changes, a rejection: a common reason plus details), optional otherwise.
 */
export function DecisionDialog({ kind, vehicleName, onConfirm, onCancel }: DecisionDialogProps) {
  const copy = COPY[kind];
  const required = copy.notesRequired === true;
  if (copy.reasonRequired) {
    return (
      <ReasonDialog
        title={copy.title}
        question={copy.question}
        vehicleName={vehicleName}
        label="Reason"
        required
        choices={REJECTION_REASONS}
        rows={3}
        missingMessage="Describe the reason so the seller knows what was wrong."
        hint="Sent to the seller by email and saved in the listing's history."
        confirm={copy.confirm}
        danger={copy.danger}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  }
  return (
    <ReasonDialog
      title={copy.title}
      question={copy.question}
      vehicleName={vehicleName}
      label={required ? 'What should the seller change?' : 'Reason'}
      required={required}
      rows={required ? 4 : 3}
      missingMessage="Write the changes you need so the seller knows what to do."
      hint={required ? 'Sent to the seller and saved in the listing\'s history.' : 'Saved in the listing\'s history.'}
      confirm={copy.confirm}
      danger={copy.danger}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
