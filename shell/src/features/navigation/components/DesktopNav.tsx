import { NavLink } from 'react-router-dom';
import { centerRow } from '@rl/web-kit';
import styled from 'styled-components';
import type { NavLinkItem } from '../../../shared/nav-links';

export function DesktopNav({ links }: { links: NavLinkItem[] }) {
  return (
    <Nav aria-label="Main">
      {links.map((link) => (
        <Item key={link.label} to={link.to} end>
          {link.label}
        </Item>
      ))}
    </Nav>
  );
}

const Nav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    ${centerRow}
    gap: 4px;
  }
`;

const Item = styled(NavLink)`
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-weight: 500;
  font-size: 0.95rem;
  text-decoration: none;
  transition: color 150ms ease, background-color 150ms ease;
  &:hover { color: ${({ theme }) => theme.colors.textOnDark}; background: rgba(255, 255, 255, 0.06); }
  &.active { color: ${({ theme }) => theme.colors.textOnDark}; }
`;
