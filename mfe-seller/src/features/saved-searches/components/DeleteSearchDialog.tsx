import type { SavedSearch } from '@rl/contracts';
import { Button, Dialog } from '@rl/web-kit';
import { SAVED_SEARCHES_COPY } from '../saved-searches-copy';

/** Asks before a saved search and its alerts are deleted. */
export function DeleteSearchDialog({
  search,
  deleting,
  onConfirm,
  onClose,
}: {
  search: SavedSearch;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={SAVED_SEARCHES_COPY.deleteTitle}
      description={SAVED_SEARCHES_COPY.deleteDescription(search.name)}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button type="button" $variant="outline" onClick={onClose} data-autofocus>
            Keep it
          </Button>
          <Button type="button" $variant="accent" onClick={onConfirm} disabled={deleting}>
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
