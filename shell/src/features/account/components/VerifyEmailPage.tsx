import { ACCOUNT_COPY, withSignInTarget } from '@rl/contracts';
import { Button, ButtonLink, describeError, useSession } from '@rl/web-kit';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FormMessage } from '../../../shared/forms/FormMessage';
import { isWellFormedToken, TOKEN_PROBLEM_COPY, tokenProblem } from '../../../shared/mailed-links';
import { NarrowPage } from '../../../shared/ui/NarrowPage';
import { useResendVerification } from '../hooks/useResendVerification';
import { useVerifyEmail } from '../hooks/useVerifyEmail';
import { PAGES } from '@rl/contracts/pages';

/**
 * /verify-email?token=...: confirms the address (or a change of address) from a mailed link, once,
 * when the page opens. A link that cannot be used says why; a signed-in user can ask for a new one.
 */
export default function VerifyEmailPage() {
  const raw = new URLSearchParams(useLocation().search).get('token');
  const token = isWellFormedToken(raw) ? raw : null;
  const verify = useVerifyEmail(token);
  const { isSignedIn } = useSession();
  const resend = useResendVerification({ notifySent: false });

  if (token !== null && (verify.isIdle || verify.isPending)) {
    return (
      <NarrowPage title="Confirm Email">
        <Waiting role="status">Confirming your email address...</Waiting>
      </NarrowPage>
    );
  }
  if (verify.isSuccess) {
    return (
      <NarrowPage title="Email confirmed">
        <FormMessage tone="success">{ACCOUNT_COPY.verified}</FormMessage>
        <ButtonLink to={isSignedIn ? PAGES.account : PAGES.home} $variant="primary" $size="lg" $block>
          {isSignedIn ? 'Go to My Account' : 'Continue'}
        </ButtonLink>
      </NarrowPage>
    );
  }

  const problem = token === null ? 'invalid' : tokenProblem(verify.error);
  if (problem === null) {
    // not the link's fault (the service is down, say): the same link can be tried again
    return (
      <NarrowPage title="Confirm Email">
        <FormMessage tone="danger">{describeError(verify.error)}</FormMessage>
        <Button type="button" $variant="primary" $size="lg" $block onClick={() => token && verify.mutate(token)}>
          Try again
        </Button>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title="Confirm Email">
      <FormMessage tone="danger">{TOKEN_PROBLEM_COPY[problem]}</FormMessage>
      {isSignedIn ? (
        resend.isSuccess ? (
          <FormMessage tone="success">{resend.data?.message || ACCOUNT_COPY.verificationSent}</FormMessage>
        ) : (
          <Button type="button" $variant="primary" $size="lg" $block disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? 'Sending...' : 'Send a new link'}
          </Button>
        )
      ) : (
        <ButtonLink to={withSignInTarget(PAGES.signIn, { next: PAGES.account })} $variant="primary" $size="lg" $block>
          Sign in to get a new link
        </ButtonLink>
      )}
    </NarrowPage>
  );
}

const Waiting = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
