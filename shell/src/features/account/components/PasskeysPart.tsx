import type { PasskeyAdded, TwoFactorStatus } from '@rl/contracts';
import { Button, describeError, gridGap, toast } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { TextField } from '../../../shared/forms/TextField';
import { addPasskey, passkeysSupported, removePasskey } from '../../../shared/two-factor/passkeys';
import { Actions } from './account-layout';

/**
 * Passkeys on /account: sign in with this device's fingerprint, face or screen lock instead of a code (a passkey
 * works only on this site, so a look-alike page cannot use it). Adding and removing one needs a recent sign-in.
 */
export function PasskeysPart({ status, onChanged }: { status: TwoFactorStatus; onChanged: (added?: PasskeyAdded) => void }) {
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: () => addPasskey(name),
    onSuccess: (added) => {
      setName('');
      toast({ title: 'Passkey added', description: 'You can sign in with it from now on. Your other devices have been signed out.' });
      onChanged(added);
    },
    onError: (error) => toast({ title: 'No passkey added', description: error instanceof Error && error.name === 'NotAllowedError' ? 'The passkey was not created.' : describeError(error), variant: 'destructive' }),
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    onSuccess: () => { toast({ title: 'Passkey removed' }); onChanged(); },
    onError: (error) => toast({ title: 'The passkey is still there', description: describeError(error), variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Part aria-labelledby="passkeys-title">
      <h3 id="passkeys-title">Passkeys</h3>
      <p>Sign in with your fingerprint, face or screen lock instead of a code. A passkey only works on this site.</p>
      {status.passkeys.length > 0 && (
        <List aria-label="Your passkeys">
          {status.passkeys.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.name}</strong>
                <small>Added {new Date(p.createdAt).toLocaleDateString()}{p.lastUsedAt ? ` · last used ${new Date(p.lastUsedAt).toLocaleDateString()}` : ''}</small>
              </span>
              <Button type="button" $variant="outline" $size="sm" disabled={remove.isPending} onClick={() => remove.mutate(p.id)} aria-label={`Remove passkey ${p.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </List>
      )}
      {passkeysSupported() ? (
        <form onSubmit={submit} aria-label="Add a passkey">
          <TextField label="Name (optional)" name="passkeyName" placeholder="My phone" maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
          <Actions>
            <Button type="submit" $variant={status.passkeys.length ? 'outline' : 'primary'} disabled={add.isPending}>
              {add.isPending ? 'Waiting for your device...' : 'Add a passkey'}
            </Button>
          </Actions>
        </form>
      ) : (
        <p>This browser cannot create passkeys.</p>
      )}
    </Part>
  );
}

const Part = styled.section`
  margin-top: 22px;
  padding-top: 18px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${gridGap(10)}

  h3 {
    margin: 0;
    font-size: 1.05rem;
  }

  p {
    margin: 0;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${gridGap(8)}

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
  }

  span {
    ${gridGap(2)}
    min-width: 0;
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
