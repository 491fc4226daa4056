import type { User } from '@rl/contracts';
import { Container, gridGap, Overlap, PageHero, surfacePanel, type ToastInput, useAccessGuard, useSession } from '@rl/web-kit';
import styled from 'styled-components';
import { RouteLoading } from '../../../shared/ui/RouteLoading';
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
      <PageHero eyebrow="Account" title="My Account" lead="Your name, sign-in details, saved searches and data, in one place." />
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

const Columns = styled(Overlap)`
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
    ${gridGap(2)}
    padding: 10px;
    ${surfacePanel}
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
  ${gridGap(24)}
  min-width: 0;
`;
