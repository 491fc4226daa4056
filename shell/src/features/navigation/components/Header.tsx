import { ButtonLink, centerRow, Container, gridCenter, MenuIcon, useSession } from '@rl/web-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { navLinks, sellTarget } from '../../../shared/nav-links';
import { Brand } from './Brand';
import { DesktopNav } from './DesktopNav';
import { HeaderActions } from './HeaderActions';
import { MobileSheet } from './MobileSheet';
import { UnreadBadge } from './UnreadBadge';
import { useUnread } from '../hooks/useUnread';

/** Sticky site header (spec §2): desktop links and buttons, a side sheet on small screens. */
export function Header() {
  // every member of staff has the admin app (each sees the parts of their role)
  const { user, isSignedIn, isStaff: isAdmin, status } = useSession();
  const links = navLinks({ isSignedIn, isAdmin });
  const [menuOpen, setMenuOpen] = useState(false);
  const unread = useUnread();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  // Any navigation (links, back button) closes the sheet.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <Bar>
      <Inner>
        <Brand />
        <DesktopNav links={links} />
        <Right>
          <HeaderActions user={user} isSignedIn={isSignedIn} isAdmin={isAdmin} loading={status === 'unknown'} unread={unread} />
          <CompactSell to={sellTarget(isSignedIn)} $variant="accent" $size="sm">
            Sell Your Car
          </CompactSell>
          <MenuButton
            ref={menuButtonRef}
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={24} />
            <UnreadBadge count={unread.total} label={`${unread.total} unread`} />
          </MenuButton>
        </Right>
      </Inner>
      <MobileSheet open={menuOpen} onClose={closeMenu} links={links} user={user} isSignedIn={isSignedIn} unread={unread} />
    </Bar>
  );
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.colors.ink};
  border-bottom: 1px solid ${({ theme }) => theme.colors.navyBorder};
`;

const Inner = styled(Container)`
  ${centerRow}
  justify-content: space-between;
  gap: 12px;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

const Right = styled.div`
  ${centerRow}
  gap: 8px;
`;

/** The red call to action stays visible on phones, next to the menu button. */
const CompactSell = styled(ButtonLink)`
  padding: 0 10px;
  font-size: 0.8125rem;
  @media (max-width: 379px) { display: none; }
  ${({ theme }) => theme.media.lg} { display: none; }
`;

const MenuButton = styled.button`
  position: relative;
  ${gridCenter}
  width: 42px;
  height: 42px;
  border: 1px solid ${({ theme }) => theme.colors.navyBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;
  ${({ theme }) => theme.media.lg} { display: none; }
`;
