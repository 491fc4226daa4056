import type { User } from '@rl/contracts';
import {
  Button, ButtonLink, centerRow, CloseIcon, gridGap, LogOutIcon, plainIconButton, sheetOverlay, sideSheet, useFocusTrap,
} from '@rl/web-kit';
import { useRef } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useLogout } from '../hooks/useLogout';
import type { NavLinkItem } from '../../../shared/nav-links';
import { ProfileBlock } from './ProfileBlock';
import { ItemCount } from './UnreadBadge';
import type { Unread } from '../hooks/useUnread';
import { PAGES } from '@rl/contracts/pages';

interface Props {
  open: boolean;
  onClose: () => void;
  links: NavLinkItem[];
  user: User | null;
  isSignedIn: boolean;
  /** the header's unread count */
  unread: Unread;
}

/** Right-hand side sheet with the header's links for small screens. */
export function MobileSheet({ open, onClose, links, user, isSignedIn, unread }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const logout = useLogout();
  // focus on the close button, Tab kept inside, Escape closes, the page behind does not scroll
  useFocusTrap(sheetRef, open, onClose, closeRef);

  if (!open) return null;
  return (
    <>
      <Overlay onClick={onClose} data-testid="mobile-sheet-overlay" />
      <Sheet ref={sheetRef} role="dialog" aria-modal="true" aria-label="Menu">
        <Top>
          <Title>Menu</Title>
          <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon size={22} />
          </CloseButton>
        </Top>
        <ProfileBlock user={isSignedIn ? user : null} />
        <Links aria-label="Mobile">
          {links.map((link) => (
            <SheetLink key={link.label} to={link.to} end onClick={onClose}>
              {link.label}
              {link.to === PAGES.admin && (unread.counts?.desk ?? 0) > 0 && (
                <> <ItemCount aria-label={`${unread.counts!.desk} awaiting your answer`}>{unread.counts!.desk}</ItemCount></>
              )}
            </SheetLink>
          ))}
          {isSignedIn && (
            <SheetLink to={PAGES.account} end onClick={onClose}>
              My Account
            </SheetLink>
          )}
          {isSignedIn && (
            <SheetLink to={PAGES.myMessages} onClick={onClose}>
              My Messages
              {(unread.counts?.messages ?? 0) > 0 && <> <ItemCount aria-label={`${unread.counts!.messages} unread`}>{unread.counts!.messages}</ItemCount></>}
            </SheetLink>
          )}
        </Links>
        <Actions>
          {isSignedIn ? (
            <Button
              type="button"
              $variant="outlineLight"
              $block
              disabled={logout.isPending}
              onClick={() => {
                onClose();
                logout.mutate();
              }}
            >
              <LogOutIcon size={18} />
              Sign Out
            </Button>
          ) : (
            <>
              <ButtonLink to={PAGES.signIn} state={{ tab: 'signIn' }} $variant="light" $block onClick={onClose}>
                Sign In
              </ButtonLink>
              <ButtonLink to={PAGES.signIn} state={{ tab: 'register' }} $variant="accent" $block onClick={onClose}>
                Register
              </ButtonLink>
            </>
          )}
        </Actions>
      </Sheet>
    </>
  );
}

const Overlay = styled.div`
  ${sheetOverlay}
`;

const Sheet = styled.div`
  ${sideSheet('right')}
  gap: 20px;
  width: min(340px, 88vw);
  padding: 16px 20px 24px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDark};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Top = styled.div`
  ${centerRow}
  justify-content: space-between;
`;

const Title = styled.h2`
  font-size: 1.1rem;
`;

const CloseButton = styled.button`
  ${plainIconButton(40)}
  color: ${({ theme }) => theme.colors.textOnDark};
  &:hover { background: rgba(255, 255, 255, 0.08); }
`;

const Links = styled.nav`${gridGap(2)}`;

const SheetLink = styled(NavLink)`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-weight: 500;
  font-size: 1.05rem;
  text-decoration: none;
  &:hover { background: rgba(255, 255, 255, 0.06); color: ${({ theme }) => theme.colors.textOnDark}; }
  &.active { color: ${({ theme }) => theme.colors.textOnDark}; background: rgba(255, 255, 255, 0.08); }
`;

const Actions = styled.div`
  ${gridGap(10)}
  margin-top: auto;
`;
