import type { User } from '@rl/contracts';
import { UserIcon } from '@rl/web-kit';
import styled from 'styled-components';
import { initials } from '../user-display';

/** The user's picture, their initials, or (no user) a placeholder icon. */
export function Avatar({ user, size = 36 }: { user: User | null; size?: number }) {
  return (
    <Circle $size={size} aria-hidden="true">
      {user?.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" width={size} height={size} />
      ) : user ? (
        initials(user)
      ) : (
        <UserIcon size={Math.round(size * 0.55)} />
      )}
    </Circle>
  );
}

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navyRaised};
  border: 1px solid ${({ theme }) => theme.colors.navyBorder};
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: 700;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
