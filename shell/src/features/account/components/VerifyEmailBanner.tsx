import { ACCOUNT_COPY } from '@rl/contracts';
import { CloseIcon, Container, MailIcon, plainIconButton, wrapRow } from '@rl/web-kit';
import styled from 'styled-components';
import { useResendVerification } from '../hooks/useResendVerification';

/** A signed-in user whose address is not confirmed yet: a reminder, a new link on request, a close button. */
export default function VerifyEmailBanner({ onDismiss }: { onDismiss: () => void }) {
  const resend = useResendVerification();
  return (
    <Bar role="region" aria-label="Email confirmation">
      <Inner>
        <MailIcon size={20} />
        <Body>
          <Text>{ACCOUNT_COPY.verifyBanner}</Text>
          <Resend type="button" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending...' : resend.isSuccess ? 'Link sent' : 'Resend link'}
          </Resend>
        </Body>
        <Close type="button" aria-label="Dismiss the reminder" onClick={onDismiss}>
          <CloseIcon size={18} />
        </Close>
      </Inner>
    </Bar>
  );
}

const Bar = styled.div`
  background: #fff3d6;
  border-bottom: 1px solid #f0d9a0;
  color: ${({ theme }) => theme.colors.text};
`;

// phones: the close button stays top right and the resend button goes under the text
const Inner = styled(Container)`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding-top: 10px;
  padding-bottom: 10px;
  > svg { flex: none; margin-top: 8px; color: #8a5a00; }
`;

const Body = styled.div`
  flex: 1;
  ${wrapRow}
  gap: 8px 16px;
  min-width: 0;
  padding-top: 7px;
  ${({ theme }) => theme.media.sm} { padding-top: 0; min-height: 36px; }
`;

const Text = styled.p`
  flex: 1 1 260px;
  font-size: 0.95rem;
  line-height: 1.4;
`;

const Resend = styled.button`
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid #d9b66a;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.875rem;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:disabled { opacity: 0.7; cursor: default; }
`;

const Close = styled.button`
  flex: none;
  ${plainIconButton(36)}
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: rgba(0, 0, 0, 0.06); }
`;
