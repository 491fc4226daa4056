import type { User } from '@rl/contracts';
import { centerRow } from '@rl/web-kit';
import styled from 'styled-components';
import { fullName } from '../user-display';
import { Avatar } from './Avatar';

/** Who is using the site, at the top of the mobile sheet. */
export function ProfileBlock({ user }: { user: User | null }) {
  return (
    <Block>
      <Avatar user={user} size={48} />
      <div>
        {user ? (
          <>
            <Name>{fullName(user) || 'Your account'}</Name>
            <Email>{user.email}</Email>
          </>
        ) : (
          <>
            <Name>Welcome, guest</Name>
            <Email>Sign in to list and manage your cars</Email>
          </>
        )}
      </div>
    </Block>
  );
}

const Block = styled.div`
  ${centerRow}
  gap: 14px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navyRaised};
  min-width: 0;
  > div { min-width: 0; }
`;

const Name = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const Email = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  overflow-wrap: anywhere;
`;
