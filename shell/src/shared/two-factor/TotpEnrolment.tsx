import { ConfirmTotpBodySchema, type TotpEnabled } from '@rl/contracts';
import { Button, describeError, gridGap } from '@rl/web-kit';
import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Form } from '../forms/form-layout';
import { TextField } from '../forms/TextField';
import { useForm } from '../forms/useForm';
import { setUpTotp, turnOnTotp } from './api';

/**
 * Setting up an authenticator app: the QR code (and the key, for apps that cannot scan), then the first code
 * it shows, which turns two-factor sign-in on. `onDone` gets the recovery codes (and the user).
 */
export function TotpEnrolment({ onDone, submitLabel = 'Turn on two-factor sign-in' }: { onDone: (result: TotpEnabled) => void; submitLabel?: string }) {
  // one secret per visit of this step: never set up again behind the user's back
  const setup = useQuery({ queryKey: ['totp-setup'], queryFn: setUpTotp, staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false });
  const { values, errors, formError, change, submitWith, fail } = useForm<'code'>({ code: '' });
  const confirm = useMutation({ mutationFn: turnOnTotp, onSuccess: onDone, onError: (error) => fail(error) });
  const submit = submitWith(ConfirmTotpBodySchema, (body) => confirm.mutate(body.code));

  if (setup.isPending) return <p role="status">Preparing your QR code...</p>;
  if (setup.isError) return <p role="alert">{describeError(setup.error)}</p>;
  const key = setup.data.secret.match(/.{1,4}/g)!.join(' ');
  return (
    <Steps>
      <Step>
        <strong>1. Scan this QR code</strong> with an authenticator app (Google Authenticator, 1Password, Authy, Microsoft Authenticator...).
      </Step>
      <Qr src={setup.data.qrCode} alt="QR code to add Remote Listings to your authenticator app" width={200} height={200} />
      <Step>
        Cannot scan it? Enter this key in the app (time-based):
        <Key aria-label="Key for your authenticator app">{key}</Key>
      </Step>
      <Form onSubmit={submit} noValidate aria-label="Confirm your authenticator app">
        <TextField
          label="2. Enter the 6-digit code the app shows"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={values.code}
          onChange={change('code')}
          error={errors.code ?? formError ?? undefined}
        />
        <Button type="submit" $variant="primary" $size="lg" $block disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : submitLabel}
        </Button>
      </Form>
    </Steps>
  );
}

/** The ten recovery codes, shown once, and the button that says they are kept. */
export function RecoveryCodesShown({ codes, onContinue, continueLabel = 'I have saved my recovery codes' }: { codes: string[]; onContinue: () => void; continueLabel?: string }) {
  return (
    <Steps>
      <Warning role="status">
        Save these recovery codes somewhere safe (a password manager, or printed). Each works once, if you lose your phone.
        They will not be shown again.
      </Warning>
      <Codes aria-label="Your recovery codes">
        {codes.map((c) => <li key={c}><code>{c}</code></li>)}
      </Codes>
      <Button type="button" $variant="outline" onClick={() => void navigator.clipboard?.writeText(codes.join('\n'))}>Copy the codes</Button>
      <Button type="button" $variant="primary" $size="lg" $block onClick={onContinue}>{continueLabel}</Button>
    </Steps>
  );
}

const Steps = styled.div`${gridGap(14)}`;

const Step = styled.p`
  margin: 0;
  line-height: 1.5;
`;

const Qr = styled.img`
  justify-self: center;
  width: 200px;
  height: 200px;
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Key = styled.code`
  display: block;
  margin-top: 6px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.95rem;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

const Warning = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  line-height: 1.5;
`;

const Codes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 6px 12px;
  code { font-size: 1rem; letter-spacing: 0.03em; }
`;
