import type { User } from '@rl/contracts';
import { Container, useAccessGuard, useSession, type ToastInput } from '@rl/web-kit';
import styled from 'styled-components';
import { RouteLoading } from '../../../remotes/RouteLoading';
import { DataSection } from './DataSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { SavedSearchesSection } from './SavedSearchesSection';
import { EmailFromUsSection } from './EmailFromUsSection';

/** Spec §6 for a signed-out visit: a notice, then sign-in (and back here afterwards). */
const ACCOUNT_SIGNED_OUT: ToastInput = {
  title: 'Unauthorized',
  description: 'Sign in to manage your account.',
  variant: 'destructive',
};

const SECTIONS = [
  { id: 'profile', label: 'Profile' },
  { id: 'email', label: 'Email' },
  { id: 'password', label: 'Password' },
  { id: 'two-factor', label: 'Two-factor sign-in' },
  { id: 'sessions', label: 'Signed-in devices' },
  { id: 'saved-searches', label: 'Saved searches' },
  { id: 'email-from-us', label: 'Email from us' },
  { id: 'data', label: 'Your data' },
  { id: 'delete', label: 'Delete account' },
] as const;

/** /account: profile, email, password, saved searches, the data export and deleting the account (signed in only). */
export default function AccountPage() {
  const access = useAccessGuard('signedIn', ACCOUNT_SIGNED_OUT);
  const { user } = useSession();
  if (access !== 'allowed' || !user) return <RouteLoading />;
  return <Account user={user} />;
}

function Account({ user }: { user: User }) {
  return (
    <>
      <Hero>
        <Container>
          <Eyebrow>Account</Eyebrow>
          <h1>My Account</h1>
          <Lead>Your name, sign-in details, saved searches and data, in one place.</Lead>
        </Container>
      </Hero>
      <Container>
        <Columns>
          <SideNav aria-label="Account sections">
            {SECTIONS.map((s) => (
              <a key={s.id} href={`#${s.id}`}>
                {s.label}
              </a>
            ))}
          </SideNav>
          <Sections>
            <ProfileSection key={user.id} user={user} />
            <EmailSection user={user} />
            <PasswordSection />
            <TwoFactorSection />
            <SessionsSection />
            <SavedSearchesSection />
            <EmailFromUsSection />
            <DataSection />
            <DeleteAccountSection />
          </Sections>
        </Columns>
      </Container>
    </>
  );
}

const Hero = styled.section`
  background:
    radial-gradient(ellipse at 85% -20%, rgba(200, 164, 93, 0.22), transparent 55%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.ink} 0%, ${({ theme }) => theme.colors.navy} 55%, ${({ theme }) => theme.colors.navyRaised} 100%);
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: 36px 0 76px;
  ${({ theme }) => theme.media.md} { padding: 52px 0 92px; }
  h1 { font-size: clamp(1.75rem, 4.2vw, 2.6rem); font-weight: 700; }
`;

const Eyebrow = styled.p`
  margin-bottom: 10px;
  color: ${({ theme }) => theme.colors.gold};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`;

const Lead = styled.p`
  margin-top: 10px;
  max-width: 620px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const Columns = styled.div`
  position: relative;
  margin-top: -48px;
  padding-bottom: 72px;
  display: grid;
  gap: 24px;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const SideNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
    display: grid;
    gap: 2px;
    padding: 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  a {
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: none;
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  }
  a:last-child { color: ${({ theme }) => theme.colors.danger}; }
`;

const Sections = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;
