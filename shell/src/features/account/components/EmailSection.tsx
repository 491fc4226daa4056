import { ChangeEmailBodySchema, type User } from '@rl/contracts';
import { Button, mutedText, spreadRow } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmailField } from '../../../shared/forms/EmailField';
import { Form } from '../../../shared/forms/form-layout';
import { CurrentPasswordField } from '../../../shared/forms/password-fields';
import { useForm } from '../../../shared/forms/useForm';
import { validateForm } from '../../../shared/forms/validation';
import { changeEmail } from '../api/account-api';
import { useResendVerification } from '../hooks/useResendVerification';
import { FormWidth, Section, SectionHead } from './account-layout';
import { SectionFormEnd } from './SectionFormEnd';

type EmailField = 'email' | 'currentPassword';

/**
 * The address, whether it is confirmed (with a new confirmation link on request), and a change of
 * address: a link goes to the new one, which replaces the old when it is opened.
 */
export function EmailSection({ user }: { user: User }) {
  const resend = useResendVerification();
  const form = useForm<EmailField>({ email: '', currentPassword: '' });
  const change = useMutation({ mutationFn: changeEmail, onSuccess: () => form.reset() });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.reset();
    const result = validateForm(ChangeEmailBodySchema, form.values);
    if (!result.ok) return form.setErrors(result.errors);
    change.mutate(result.data, { onError: (error) => form.fail(error) });
  };

  return (
    <Section id="email" aria-labelledby="email-title">
      <SectionHead>
        <h2 id="email-title">Email</h2>
        <p>Where we send sign-in links, buyer messages and notices about your listings.</p>
      </SectionHead>
      <FormWidth>
        <Current>
          <div>
            <CurrentLabel>Current email</CurrentLabel>
            <Address>{breakable(user.email)}</Address>
          </div>
          <Badge $ok={user.emailVerified}>{user.emailVerified ? 'Confirmed' : 'Not confirmed'}</Badge>
        </Current>
        {!user.emailVerified && (
          <Unconfirmed>
            <p>Open the link we sent to this address to confirm it.</p>
            <Button type="button" $variant="outline" $size="sm" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {resend.isPending ? 'Sending...' : 'Resend confirmation link'}
            </Button>
          </Unconfirmed>
        )}
        <SubHeading>Change email</SubHeading>
        <Form onSubmit={submit} noValidate aria-label="Change email">
          <EmailField label="New email" value={form.values.email} onChange={form.change('email')} error={form.errors.email} />
          <CurrentPasswordField value={form.values.currentPassword} onChange={form.change('currentPassword')} error={form.errors.currentPassword} />
          <SectionFormEnd
            formError={form.formError}
            done={change.isSuccess ? change.data.message : null}
            pending={change.isPending}
            submitLabel="Change email"
            pendingLabel="Sending..."
          />
        </Form>
      </FormWidth>
    </Section>
  );
}

/** Lets a long address wrap after the @ and before dots rather than anywhere. */
function breakable(email: string): ReactNode {
  return email.split(/(?=\.)|(?<=@)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

const Current = styled.div`
  ${spreadRow()}
  gap: 10px 16px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  > div { min-width: 0; }
`;

const CurrentLabel = styled.p`
  ${mutedText('0.8rem')}
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Address = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Badge = styled.span<{ $ok: boolean }>`
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : '#8a5a00')};
  background: ${({ $ok }) => ($ok ? '#e3f4ea' : '#fff3d6')};
`;

const Unconfirmed = styled.div`
  ${spreadRow()}
  gap: 10px 16px;
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.95rem; }
`;

const SubHeading = styled.h3`
  margin-top: 8px;
  font-size: 1rem;
`;
