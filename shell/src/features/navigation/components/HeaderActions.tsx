import type { User } from '@rl/contracts';
import { ButtonLink, centerRow } from '@rl/web-kit';
import styled from 'styled-components';
import { sellTarget } from '../../../shared/nav-links';
import type { Unread } from '../hooks/useUnread';
import { UserMenu } from './UserMenu';
import { PAGES } from '@rl/contracts/pages';

interface Props {
  user: User | null;
  isSignedIn: boolean;
  isAdmin: boolean;
  loading: boolean;
  unread: Unread;
}

/** Desktop buttons at the right of the header. */
export function HeaderActions({ user, isSignedIn, isAdmin, loading, unread }: Props) {
  if (loading) return <Wrap aria-hidden="true" />;
  return (
    <Wrap>
      <ButtonLink to={sellTarget(isSignedIn)} $variant="accent" $size="sm">
        Sell Your Car
      </ButtonLink>
      {isSignedIn && user ? (
        <UserMenu user={user} isAdmin={isAdmin} unread={unread} />
      ) : (
        <>
          <ButtonLink to={PAGES.signIn} state={{ tab: 'signIn' }} $variant="ghostLight" $size="sm">
            Sign In
          </ButtonLink>
          <ButtonLink to={PAGES.signIn} state={{ tab: 'register' }} $variant="outlineLight" $size="sm">
            Register
          </ButtonLink>
        </>
      )}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    ${centerRow}
    gap: 10px;
    min-width: 200px;
    justify-content: flex-end;
  }
`;
