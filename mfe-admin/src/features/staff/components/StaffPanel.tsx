import { STAFF_INVITE_TTL_HOURS, STAFF_ROLES, type StaffAccount, type StaffRole } from '@rl/contracts';
import {
  Button, dangerText, describeError, gridGap, plainList, serverFieldErrors, Skeleton, toast, UserIcon, useSession, wrapRow,
} from '@rl/web-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { reportAdminError } from '../../../shared/api/admin-errors';
import { DangerButton } from '../../../shared/ui/buttons';
import { Chip } from '../../../shared/ui/Chip';
import { EmptyState, ErrorState } from '../../../shared/ui/PanelState';
import { PanelHeading } from '../../../shared/ui/PanelHeading';
import { useChangeStaffRole, useDeactivateStaff, useInviteStaff, useStaff } from '../hooks/useStaff';

export const ROLE_LABEL: Record<StaffRole, string> = { associate: 'Associate', moderator: 'Moderator', admin: 'Admin' };
const STATUS: Record<StaffAccount['status'], { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'warning' },
  deactivated: { label: 'Deactivated', tone: 'neutral' },
};

/** Staff management (admins): invite, change roles, deactivate. */
export function StaffPanel() {
  const staff = useStaff();
  return (
    <section aria-labelledby="staff-heading">
      <PanelHeading id="staff-heading" title="Staff">
        Associates work the sales desk, moderators review listings, admins do both. Deactivating someone signs them out at once
        and hands their open leads to the other associates.
      </PanelHeading>
      <InviteForm />
      {staff.isLoading ? (
        <List aria-busy="true" aria-label="Loading staff">{[0, 1, 2].map((i) => <Skeleton key={i} $height="72px" />)}</List>
      ) : staff.isError || !staff.data ? (
        <ErrorState what="the staff" error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.data.staff.length === 0 ? (
        <EmptyState icon={<UserIcon size={24} />} title="No staff yet" />
      ) : (
        <List as="ul" aria-label="Staff">
          {staff.data.staff.map((s) => <li key={s.id}><StaffRow member={s} /></li>)}
        </List>
      )}
    </section>
  );
}

const EMPTY = { email: '', firstName: '', lastName: '', role: 'associate' as StaffRole };

function InviteForm() {
  const invite = useInviteStaff();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      const made = await invite.mutateAsync(form);
      toast({ title: 'Invitation sent', description: `${made.email} has ${STAFF_INVITE_TTL_HOURS} hours to choose a password.` });
      setForm(EMPTY);
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else reportAdminError(err, { title: 'The invitation was not sent', description: describeError(err), variant: 'destructive' });
    }
  };

  const field = (key: 'email' | 'firstName' | 'lastName', label: string, type = 'text', autoComplete = 'off') => (
    <Field>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`} type={type} value={form[key]} onChange={set(key)} autoComplete={autoComplete} required
        aria-invalid={errors[key] ? true : undefined} aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] && <FieldError id={`${id}-${key}-error`}>{errors[key]}</FieldError>}
    </Field>
  );

  return (
    <Invite onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Invite a member of staff</h3>
      <p>They get a mail with a one-time link to choose a password ({STAFF_INVITE_TTL_HOURS} hours).</p>
      <Fields>
        {field('firstName', 'First name')}
        {field('lastName', 'Last name')}
        {field('email', 'Email', 'email')}
        <Field>
          <label htmlFor={`${id}-role`}>Role</label>
          <select id={`${id}-role`} value={form.role} onChange={set('role')}>
            {STAFF_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABEL[r]}</option>)}
          </select>
          {errors.role && <FieldError>{errors.role}</FieldError>}
        </Field>
      </Fields>
      <Button type="submit" $size="sm" disabled={invite.isPending}>{invite.isPending ? 'Sending...' : 'Send invitation'}</Button>
    </Invite>
  );
}

function StaffRow({ member }: { member: StaffAccount }) {
  const { user } = useSession();
  const changeRole = useChangeStaffRole();
  const deactivate = useDeactivateStaff();
  const [confirming, setConfirming] = useState(false);
  const id = useId();
  const me = user?.id === member.id;
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
  const status = STATUS[member.status];

  const onRole = async (role: StaffRole) => {
    try {
      await changeRole.mutateAsync({ id: member.id, role });
      toast({ title: 'Role changed', description: `${name} is now ${ROLE_LABEL[role].toLowerCase()}.` });
    } catch (err) {
      reportAdminError(err, { title: 'The role was not changed', description: describeError(err), variant: 'destructive' });
    }
  };
  const onDeactivate = async () => {
    try {
      await deactivate.mutateAsync(member.id);
      setConfirming(false);
      toast({ title: 'Deactivated', description: `${name} is signed out and can no longer sign in.` });
    } catch (err) {
      reportAdminError(err, { title: 'Not deactivated', description: describeError(err), variant: 'destructive' });
    }
  };

  return (
    <Row aria-labelledby={`${id}-name`}>
      <Who>
        <strong id={`${id}-name`}>{name}{me && ' (you)'}</strong>
        <span>{member.email}</span>
      </Who>
      <Chip $tone={status.tone}>{status.label}</Chip>
      <Controls>
        <label htmlFor={`${id}-role`}>Role</label>
        <select
          id={`${id}-role`} aria-label={`Role of ${name}`} value={member.role} disabled={me || member.status === 'deactivated' || changeRole.isPending}
          onChange={(e) => void onRole(e.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((r) => <option key={r} value={r}>{ROLE_LABEL[r]}</option>)}
        </select>
        {!me && member.status !== 'deactivated' && (confirming ? (
          <>
            <DangerButton type="button" onClick={() => void onDeactivate()} disabled={deactivate.isPending}>
              {deactivate.isPending ? 'Deactivating...' : `Deactivate ${name}`}
            </DangerButton>
            <Button type="button" $variant="outline" $size="sm" onClick={() => setConfirming(false)}>Cancel</Button>
          </>
        ) : (
          <DangerButton type="button" onClick={() => setConfirming(true)} aria-label={`Deactivate ${name}`}>Deactivate</DangerButton>
        ))}
      </Controls>
    </Row>
  );
}

const List = styled.div`
  ${gridGap(10)}
  ${plainList}
`;

const Invite = styled.form`
  ${gridGap(10)}
  margin-bottom: 20px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h3 { font-size: 1rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; }
  > button { justify-self: start; }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Field = styled.div`
  ${gridGap(4)}
  label { font-size: 0.8125rem; font-weight: 600; }
  input, select {
    min-height: 40px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

const FieldError = styled.span`
  ${dangerText('0.8125rem')}
`;

const Row = styled.article`
  ${wrapRow}
  gap: 10px 16px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: grid;
  flex: 1 1 220px;
  min-width: 0;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.875rem; overflow-wrap: anywhere; }
`;

const Controls = styled.div`
  ${wrapRow}
  gap: 8px;
  label { font-size: 0.8125rem; color: ${({ theme }) => theme.colors.textMuted}; }
  select {
    min-height: 40px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
