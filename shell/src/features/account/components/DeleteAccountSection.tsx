import { DeleteAccountBodySchema } from '@rl/contracts';
import { Button, Dialog, gridGap, TrashIcon } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { CurrentPasswordField } from '../../../shared/forms/password-fields';
import { useForm } from '../../../shared/forms/useForm';
import { useDeleteAccount } from '../hooks/useDeleteAccount';
import { Actions, FormWidth, Section, SectionHead } from './account-layout';

/** Danger zone: deleting the account, confirmed with the password in a dialog. */
export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Section id="delete" aria-labelledby="delete-title" $danger>
      <SectionHead>
        <DangerTitle id="delete-title">Delete account</DangerTitle>
        <p>Your account, your listings and their photos are removed for good. This cannot be undone.</p>
      </SectionHead>
      <FormWidth>
        <Actions>
          <DangerButton type="button" onClick={() => setConfirming(true)}>
            <TrashIcon size={18} />
            Delete my account
          </DangerButton>
        </Actions>
      </FormWidth>
      {confirming && <ConfirmDelete onClose={() => setConfirming(false)} />}
    </Section>
  );
}

function ConfirmDelete({ onClose }: { onClose: () => void }) {
  const form = useForm<'currentPassword'>({ currentPassword: '' });
  const remove = useDeleteAccount();
  const formId = 'delete-account-form';

  const submit = form.submitWith(DeleteAccountBodySchema, (body) => remove.mutate(body, { onError: (error) => form.fail(error) }));

  return (
    <Dialog
      title="Delete your account?"
      description="Everything goes: your profile, your listings and their photos. Enter your password to confirm."
      size="sm"
      onClose={() => !remove.isPending && onClose()}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <DangerButton type="submit" form={formId} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete account'}
          </DangerButton>
        </>
      }
    >
      <DialogForm id={formId} onSubmit={submit} noValidate aria-label="Delete account">
        <CurrentPasswordField
          label="Password"
          data-autofocus
          value={form.values.currentPassword}
          onChange={form.change('currentPassword')}
          error={form.errors.currentPassword}
        />
        {form.formError && <FormMessage tone="danger">{form.formError}</FormMessage>}
      </DialogForm>
    </Dialog>
  );
}

const DangerTitle = styled.h2`
  color: ${({ theme }) => theme.colors.danger};
`;

const DangerButton = styled(Button).attrs({ $variant: 'accent' as const })`
  background: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) { background: #8f1c13; }
`;

const DialogForm = styled.form`
  ${gridGap(14)}
  margin-top: 18px;
`;
