import { Button } from '@rl/web-kit';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { Actions } from './account-layout';

interface SectionFormEndProps {
  /** the form's message (a problem of no one field) */
  formError: string | null;
  /** what the server said after the change, once it is made */
  done?: string | null;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}

/** The end of a section's form on /account: its message, the outcome and the submit button. */
export function SectionFormEnd({ formError, done, pending, submitLabel, pendingLabel }: SectionFormEndProps) {
  return (
    <>
      {formError && <FormMessage tone="danger">{formError}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <Actions>
        <Button type="submit" $variant="primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Actions>
    </>
  );
}
