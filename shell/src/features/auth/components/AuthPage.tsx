import { SIGN_IN_REASONS } from '@rl/contracts';
import { Container, gridGap, useSession } from '@rl/web-kit';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AuthTabs } from './AuthTabs';
import { CreateAccountForm } from './CreateAccountForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SellingPoints } from './SellingPoints';
import { SignInForm } from './SignInForm';
import { useSignInTarget } from '../hooks/useSignInTarget';
import { PAGES } from '@rl/contracts/pages';

type AuthTab = 'signIn' | 'register';

/**
 * /auth: Sign In and Create Account tabs; `?mode=forgot` asks for a password reset link instead.
 * A signed-in user is sent home.
 */
export default function AuthPage() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const requested = (location.state as { tab?: string } | null)?.tab;
  const [tab, setTab] = useState<AuthTab>(requested === 'register' ? 'register' : 'signIn');
  const { next, reason } = useSignInTarget();
  const forgot = new URLSearchParams(location.search).get('mode') === 'forgot';

  // The header's Sign In / Register links carry the tab to open, also when /auth is already shown.
  useEffect(() => {
    if (requested === 'register' || requested === 'signIn') setTab(requested);
  }, [location.key, requested]);

  if (isSignedIn) return <Navigate to={next ?? '/'} replace />;
  if (forgot) {
    return (
      <AuthLayout>
        <h1>Forgot your password?</h1>
        <Sub>Enter the email of your account and we will send you a link to choose a new password.</Sub>
        <ForgotPasswordForm />
        <BackToSignIn to={PAGES.signIn}>Back to sign in</BackToSignIn>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <h1>{tab === 'signIn' ? 'Welcome back' : 'Create your account'}</h1>
      <Sub>{tab === 'signIn' ? 'Sign in to manage your listings.' : 'It takes less than a minute.'}</Sub>
      {reason && <Reason role="status">{SIGN_IN_REASONS[reason]}</Reason>}
      <AuthTabs<AuthTab>
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'signIn', label: 'Sign In', panel: <SignInForm /> },
          { key: 'register', label: 'Create Account', panel: <CreateAccountForm /> },
        ]}
      />
    </AuthLayout>
  );
}

/** The selling copy beside the card that holds the forms. */
function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Backdrop>
      <Layout>
        <SellingPoints />
        <Card>{children}</Card>
      </Layout>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  background: radial-gradient(1200px 600px at 10% 0%, ${({ theme }) => theme.colors.navyRaised}, transparent),
    ${({ theme }) => theme.colors.ink};
  padding: 40px 0 64px;
  ${({ theme }) => theme.media.lg} { padding: 72px 0 96px; }
`;

const Layout = styled(Container)`
  ${gridGap(36)}
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 460px;
    gap: 64px;
    align-items: center;
  }
`;

const Card = styled.div`
  padding: 28px 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  h1 { font-size: 1.6rem; }
  /* On phones the form comes first, the selling copy after it. */
  order: -1;
  ${({ theme }) => theme.media.sm} { padding: 36px; }
  ${({ theme }) => theme.media.lg} { order: 0; }
`;

const Reason = styled.p`
  margin: -8px 0 20px;
  padding: 12px 14px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
`;

const Sub = styled.p`
  margin: 6px 0 22px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BackToSignIn = styled(Link)`
  display: block;
  margin-top: 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 0.95rem;
`;
