import type { User } from '@rl/contracts';
import { centerRow, ChevronDownIcon, inlineRow, LogOutIcon, MailIcon, mutedText, ShieldIcon, UserIcon, VisuallyHidden } from '@rl/web-kit';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useDismiss } from '../hooks/useDismiss';
import { useLogout } from '../hooks/useLogout';
import { fullName } from '../user-display';
import { Avatar } from './Avatar';
import { ItemCount, UnreadBadge } from './UnreadBadge';
import type { Unread } from '../hooks/useUnread';
import { PAGES } from '@rl/contracts/pages';

/** Avatar button and its menu: name, e-mail, My Account, Admin Dashboard (admins), Log out. */
export function UserMenu({ user, isAdmin, unread }: { user: User; isAdmin: boolean; unread: Unread }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  const name = fullName(user);
  return (
    <Root ref={rootRef}>
      <Trigger
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Avatar user={user} size={36} />
        <UnreadBadge count={unread.total} label={`${unread.total} unread`} />
        <ChevronDownIcon size={16} />
        {/* text, not aria-label: the avatar's initials are decoration (WCAG 2.5.3, label in name) */}
        <VisuallyHidden>Account menu</VisuallyHidden>
      </Trigger>
      {open && (
        <Menu id={menuId} ref={menuRef} role="menu" aria-label="Account" onKeyDown={onMenuKeyDown}>
          <Identity>
            <Avatar user={user} size={40} />
            <div>
              {name && <Name>{name}</Name>}
              <Email>{user.email}</Email>
            </div>
          </Identity>
          <MenuLink to={PAGES.account} role="menuitem" onClick={close}>
            <UserIcon size={18} />
            My Account
          </MenuLink>
          <MenuLink to={PAGES.myMessages} role="menuitem" onClick={close}>
            <MailIcon size={18} />
            My Messages
            {(unread.counts?.messages ?? 0) > 0 && <ItemCount aria-label={`${unread.counts!.messages} unread`}>{unread.counts!.messages}</ItemCount>}
          </MenuLink>
          {isAdmin && (
            <MenuLink to={PAGES.admin} role="menuitem" onClick={close}>
              <ShieldIcon size={18} />
              Admin Dashboard
              {(unread.counts?.desk ?? 0) > 0 && <ItemCount aria-label={`${unread.counts!.desk} awaiting your answer`}>{unread.counts!.desk}</ItemCount>}
            </MenuLink>
          )}
          <MenuButton
            type="button"
            role="menuitem"
            disabled={logout.isPending}
            onClick={() => {
              close();
              logout.mutate();
            }}
          >
            <LogOutIcon size={18} />
            Log out
          </MenuButton>
        </Menu>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  position: relative;
  ${inlineRow}
  gap: 6px;
  padding: 3px 6px 3px 3px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.navyBorder};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 10px);
  min-width: 260px;
  max-width: calc(100vw - 24px);
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  z-index: ${({ theme }) => theme.z.overlay};
`;

const Identity = styled.div`
  ${centerRow}
  gap: 12px;
  padding: 10px 10px 14px;
  margin-bottom: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  > div { min-width: 0; }
`;

const Name = styled.p`
  font-weight: 600;
`;

const Email = styled.p`
  ${mutedText('0.875rem')}
  overflow-wrap: anywhere;
`;

const itemStyles = css`
  ${centerRow}
  gap: 10px;
  width: 100%;
  padding: 10px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 0.95rem;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: none;
  }
`;

const MenuLink = styled(Link)`
  ${itemStyles}
`;

const MenuButton = styled.button`
  ${itemStyles}
`;
