import type { User } from '@rl/contracts';
import { Button, describeError, gridGap } from '@rl/web-kit';
import { useMutation } from '@tanstack/react-query';
import styled from 'styled-components';
import { addPasskey, passkeysSupported } from './passkeys';

/**
 * A passkey (this device, a phone or a security key) as the second factor, instead of an authenticator app.
 * `onDone` gets the recovery codes (the account's first second factor) and the user.
 */
export function PasskeyEnrolment({ onDone }: { onDone: (result: { recoveryCodes: string[]; user: User }) => void }) {
  const add = useMutation({ mutationFn: () => addPasskey(''), onSuccess: (r) => onDone({ recoveryCodes: r.recoveryCodes ?? [], user: r.user }) });
  if (!passkeysSupported()) return <p role="alert">This browser cannot create passkeys. Use an authenticator app instead.</p>;
  const failed = add.error
    ? add.error instanceof Error && add.error.name === 'NotAllowedError' ? 'The passkey was not created. Try again.' : describeError(add.error)
    : null;
  return (
    <Box>
      <Text>Your browser will ask you to create a passkey with this device, your phone or a security key. From now on you sign in with it after your password.</Text>
      {failed && <p role="alert">{failed}</p>}
      <Button type="button" $variant="primary" $size="lg" $block disabled={add.isPending} onClick={() => add.mutate()}>
        {add.isPending ? 'Waiting for your passkey...' : 'Create a passkey'}
      </Button>
    </Box>
  );
}

const Box = styled.div`
  ${gridGap(14)}
  p[role='alert'] { margin: 0; color: ${({ theme }) => theme.colors.danger}; }
`;

const Text = styled.p`
  margin: 0;
  line-height: 1.5;
`;
