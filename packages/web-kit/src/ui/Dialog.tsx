import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { CloseIcon } from './icons';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'textarea:not([disabled])', 'input:not([disabled])', 'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export type DialogSize = 'sm' | 'md' | 'full';

export interface DialogProps {
  /** the dialog's accessible name, shown as its heading */
  title: string;
  /** short text under the title, read with it when the dialog opens */
  description?: ReactNode;
  /** Escape, a press on the backdrop and the close button call this */
  onClose: () => void;
  /** false renders nothing, for a dialog that stays mounted (default true: open while mounted) */
  open?: boolean;
  /** the element focused when the dialog opens (default: a `[data-autofocus]` element, else the first focusable one) */
  initialFocus?: RefObject<HTMLElement | null>;
  /** a round × button beside the title */
  closeButton?: boolean;
  /** actions in a bar under the content */
  footer?: ReactNode;
  /**
   * sm: 480 px, title and content scroll together in one padded panel (confirmations);
   * md (default): 560 px, the content scrolls between a fixed header and footer;
   * full: the whole viewport, dark (photos), the content fills what the header leaves.
   */
  size?: DialogSize;
  /** keys pressed anywhere in the dialog, before Escape and Tab are handled (a viewer's arrow keys) */
  onKeyDown?: (e: ReactKeyboardEvent) => void;
  children: ReactNode;
}

/**
 * A modal dialog: rendered over the page in a portal, the rest of the page inert while it is open,
 * focus kept inside (Tab and Shift+Tab wrap), Escape or the backdrop closes it, the page behind does
 * not scroll, and focus goes back to the element that opened it.
 */
export function Dialog({
  title,
  description,
  onClose,
  open = true,
  initialFocus,
  closeButton = false,
  footer,
  size = 'md',
  onKeyDown,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement | null>(null);
  if (host.current === null && typeof document !== 'undefined') host.current = document.createElement('div');
  const latest = useRef({ onClose, initialFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, initialFocus };
  });
  const close = () => latest.current.onClose();
  const onPanelKeyDown = (e: ReactKeyboardEvent) => {
    onKeyDown?.(e);
    if (!e.defaultPrevented) handleKey(e, panel.current, close);
  };

  // on opening: mount the portal host, make everything else inert, lock the page scroll, move focus
  // in; on closing: undo all of it and give focus back to the opener
  useLayoutEffect(() => {
    if (!open) return;
    const el = host.current!;
    document.body.appendChild(el);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = Array.from(document.body.children).filter((c) => c !== el && !c.hasAttribute('inert'));
    others.forEach((c) => c.setAttribute('inert', ''));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const box = panel.current;
    const target =
      latest.current.initialFocus?.current ??
      box?.querySelector<HTMLElement>('[data-autofocus]') ??
      box?.querySelector<HTMLElement>(FOCUSABLE) ??
      box;
    target?.focus();

    // focus that escapes (a click on the page chrome, a screen reader) is brought back
    const onFocusIn = (e: FocusEvent) => {
      if (panel.current && e.target instanceof Node && !panel.current.contains(e.target)) panel.current.focus();
    };
    // keys pressed while focus is outside the panel (on the body) still close it or move focus in;
    // keys inside it are handled by the panel itself
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.target instanceof Node && panel.current?.contains(e.target))) {
        handleKey(e, panel.current, () => latest.current.onClose());
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      others.forEach((c) => c.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      el.remove();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open || !host.current) return null;
  return createPortal(
    <Backdrop $size={size} onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <Panel
        ref={panel}
        $size={size}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onPanelKeyDown}
      >
        <Head $size={size} $withButton={closeButton}>
          <TitleBlock>
            <Title id={titleId} $size={size}>
              {title}
            </Title>
            {description && (
              <Description id={descriptionId} $size={size}>
                {description}
              </Description>
            )}
          </TitleBlock>
          {closeButton && (
            <CloseButton type="button" onClick={close} aria-label="Close">
              <CloseIcon size={18} />
            </CloseButton>
          )}
        </Head>
        <Body $size={size}>{children}</Body>
        {footer && <Foot $size={size}>{footer}</Foot>}
      </Panel>
    </Backdrop>,
    host.current,
  );
}

/** Escape closes; Tab and Shift+Tab wrap inside `box`, and bring focus back into it from outside. */
function handleKey(e: KeyboardEvent | ReactKeyboardEvent, box: HTMLElement | null, close: () => void) {
  if (e.key === 'Escape') {
    e.stopPropagation();
    close();
    return;
  }
  if (e.key !== 'Tab' || !box) return;
  const items = Array.from(box.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (items.length === 0) {
    e.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const outside = !box.contains(active);
  if (e.shiftKey && (active === first || active === box || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}

type Sized = { $size: DialogSize };

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div<Sized>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  display: grid;
  place-items: center;
  padding: ${({ $size }) => ($size === 'full' ? '0' : '16px')};
  background: ${({ $size }) => ({ sm: 'rgba(7, 11, 20, 0.62)', md: 'rgba(7, 11, 20, 0.6)', full: '#05080f' })[$size]};
  backdrop-filter: blur(2px);
  animation: ${fadeIn} ${({ $size }) => ($size === 'sm' ? '140ms' : '150ms')} ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Panel = styled.div<Sized>`
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  ${({ $size }) =>
    $size === 'full'
      ? css`
          display: flex;
          flex-direction: column;
          width: 100vw;
          height: 100dvh;
          max-height: none;
          border-radius: 0;
          background: #05080f;
          color: #fff;
          box-shadow: none;
        `
      : $size === 'sm'
      ? css`
          width: min(480px, 100%);
          overflow-y: auto;
          padding: 24px;
          animation: ${rise} 160ms ease-out;
        `
      : css`
          display: flex;
          flex-direction: column;
          width: min(560px, 100%);
          max-height: calc(100dvh - 32px);
          overflow: hidden;
          animation: ${rise} 180ms ease-out;
        `}
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

// a row only when it holds the close button: in block flow the margins of the description's content
// collapse into the gap below the header as they do in a plain panel
const Head = styled.div<Sized & { $withButton: boolean }>`
  padding: ${({ $size }) => ({ sm: '0', md: '22px 22px 14px', full: '12px 16px' })[$size]};
  ${({ $withButton }) =>
    $withButton &&
    css`
      display: flex;
      align-items: flex-start;
      justify-content: space-between;
      gap: 16px;
    `}
`;

const TitleBlock = styled.div`
  flex: 1;
`;

const Title = styled.h2<Sized>`
  font-size: ${({ $size }) => ({ sm: '1.25rem', md: '1.3rem', full: '1rem' })[$size]};
  ${({ $size }) => $size === 'full' && css`color: #fff;`}
`;

const Description = styled.div<Sized>`
  color: ${({ theme, $size }) => ($size === 'full' ? 'rgba(255, 255, 255, 0.78)' : theme.colors.textMuted)};
  ${({ $size }) =>
    $size === 'sm'
      ? css`
          margin-top: 8px;
        `
      : css`
          margin-top: 6px;
          font-size: 0.92rem;
        `}
`;

const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.border}; }
`;

const Body = styled.div<Sized>`
  ${({ $size }) =>
    $size === 'md' &&
    css`
      overflow-y: auto;
      padding: 0 22px 8px;
    `}
  ${({ $size }) =>
    $size === 'full' &&
    css`
      position: relative;
      flex: 1;
      min-height: 0;
    `}
`;

const Foot = styled.div<Sized>`
  display: flex;
  justify-content: flex-end;
  gap: 10px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ $size }) => ($size === 'sm' ? '14px 0 0' : '14px 22px 20px')};
  margin-top: ${({ $size }) => ($size === 'sm' ? '14px' : '0')};
`;
