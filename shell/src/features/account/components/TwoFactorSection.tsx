import type { TotpEnabled } from '@rl/contracts';
import { Button, toast, describeError } from '@rl/web-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { newRecoveryCodes, turnOffTotp, twoFactorStatus } from '../../../shared/two-factor/api';
import { RecoveryCodesShown, TotpEnrolment } from '../../../shared/two-factor/TotpEnrolment';
import { Actions, FormWidth, Section, SectionHead } from './account-layout';
import { PasskeysPart } from './PasskeysPart';

const STATUS_KEY = ['two-factor-status'];

/**
 * Two-factor sign-in on /account: turn it on with an authenticator app (QR code), add passkeys, get new recovery
 * codes, turn the app off (not for staff, who must keep it). Each change needs a recent sign-in: the api client asks for
 * the password again when the server says so.
 */
export function TwoFactorSection() {
  const client = useQueryClient();
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: twoFactorStatus });
  const [mode, setMode] = useState<'idle' | 'setting-up'>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: STATUS_KEY });
  const renew = useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: (r) => { setCodes(r.recoveryCodes); void refresh(); },
    onError: (error) => toast({ title: 'No new codes', description: describeError(error), variant: 'destructive' }),
  });
  const off = useMutation({
    mutationFn: turnOffTotp,
    onSuccess: () => { toast({ title: 'Two-factor sign-in is off' }); void refresh(); },
    onError: (error) => toast({ title: 'Two-factor sign-in is still on', description: describeError(error), variant: 'destructive' }),
  });
  const enrolled = (result: TotpEnabled) => {
    setMode('idle');
    setCodes(result.recoveryCodes);
    toast({ title: 'Two-factor sign-in is on', description: 'Your other devices have been signed out.' });
    void refresh();
  };
  const s = status.data;
  return (
    <Section id="two-factor" aria-labelledby="two-factor-title">
      <SectionHead>
        <h2 id="two-factor-title">Two-factor sign-in</h2>
        <p>Besides your password, sign in with a code from an authenticator app on your phone, or with a passkey: a stolen password alone is not enough.</p>
      </SectionHead>
      <FormWidth>
        {codes ? (
          <RecoveryCodesShown codes={codes} onContinue={() => setCodes(null)} continueLabel="Done" />
        ) : mode === 'setting-up' ? (
          <>
            <TotpEnrolment onDone={enrolled} />
            <Actions><Button type="button" $variant="outline" onClick={() => setMode('idle')}>Cancel</Button></Actions>
          </>
        ) : status.isPending ? (
          <p role="status">Loading...</p>
        ) : !s ? (
          <p role="alert">This could not be loaded. Please try again later.</p>
        ) : (
          <>
            {s.totp ? (
              <>
                <State>
                  <strong>Authenticator app: on</strong> since {new Date(s.totpEnabledAt!).toLocaleDateString()}
                  {s.required && <> · required for staff accounts</>}
                </State>
                <Actions>
                  <Button type="button" $variant="outline" onClick={() => setMode('setting-up')}>Use another phone</Button>
                  {!s.required && <Button type="button" $variant="outline" disabled={off.isPending} onClick={() => off.mutate()}>Turn off</Button>}
                </Actions>
              </>
            ) : (
              <>
                <State><strong>Authenticator app: off</strong></State>
                <Actions><Button type="button" $variant="primary" onClick={() => setMode('setting-up')}>{s.passkeys.length ? 'Add an authenticator app' : 'Turn on two-factor sign-in'}</Button></Actions>
              </>
            )}
            {(s.totp || s.passkeys.length > 0) && (
              <State>
                {s.recoveryCodesLeft} recovery code{s.recoveryCodesLeft === 1 ? '' : 's'} left{' '}
                <Button type="button" $variant="ghost" $size="sm" disabled={renew.isPending} onClick={() => renew.mutate()}>New recovery codes</Button>
              </State>
            )}
            <PasskeysPart status={s} onChanged={(added) => { if (added?.recoveryCodes) setCodes(added.recoveryCodes); void refresh(); }} />
          </>
        )}
      </FormWidth>
    </Section>
  );
}

const State = styled.p`
  margin: 0 0 14px;
  line-height: 1.5;
`;
