import { ACCOUNT_COPY, UpdateProfileBodySchema, type User } from '@rl/contracts';
import { toast, useSessionStore } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { Form, NameRow } from '../../../shared/forms/form-layout';
import { TextField } from '../../../shared/forms/TextField';
import { useForm } from '../../../shared/forms/useForm';
import { updateProfile } from '../api/account-api';
import { FormWidth, Section, SectionHead } from './account-layout';
import { SectionFormEnd } from './SectionFormEnd';

type ProfileField = 'firstName' | 'lastName';

/** First and last name (PATCH /api/account); the saved user becomes the session's. */
export function ProfileSection({ user }: { user: User }) {
  const form = useForm<ProfileField>({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const signIn = useSessionStore((s) => s.signIn);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      signIn(saved);
      toast({ title: 'Profile saved', description: ACCOUNT_COPY.profileSaved });
    },
  });

  const submit = form.submitWith(UpdateProfileBodySchema, (body) => save.mutate(body, { onError: (error) => form.fail(error) }));

  return (
    <Section id="profile" aria-labelledby="profile-title">
      <SectionHead>
        <h2 id="profile-title">Profile</h2>
        <p>Your name as buyers and our team see it.</p>
      </SectionHead>
      <FormWidth>
        <Form onSubmit={submit} noValidate aria-label="Profile">
          <NameRow>
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              value={form.values.firstName}
              onChange={form.change('firstName')}
              error={form.errors.firstName}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              value={form.values.lastName}
              onChange={form.change('lastName')}
              error={form.errors.lastName}
            />
          </NameRow>
          <SectionFormEnd formError={form.formError} pending={save.isPending} submitLabel="Save name" pendingLabel="Saving..." />
        </Form>
      </FormWidth>
    </Section>
  );
}
