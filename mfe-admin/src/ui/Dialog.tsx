import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'textarea:not([disabled])', 'input:not([disabled])', 'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

interface DialogProps {
  title: string;
  /** short text under the title, read with it when the dialog opens */
  description?: ReactNode;
  /** Escape, the backdrop and Cancel buttons call this */
  onDismiss: () => void;
  /** the element focused when the dialog opens (default: the first focusable one) */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A modal dialog: rendered over the page in a portal, the rest of the page inert while it is open,
 * focus kept inside (Tab and Shift+Tab wrap), Escape dismisses, and focus goes back to the element
 * that opened it.
 */
export function Dialog({ title, description, onDismiss, initialFocus, children }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement | null>(null);
  if (host.current === null && typeof document !== 'undefined') host.current = document.createElement('div');
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });

  // mount the portal host; make everything else inert; restore on close
  useLayoutEffect(() => {
    const el = host.current!;
    document.body.appendChild(el);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = Array.from(document.body.children).filter((c) => c !== el && !c.hasAttribute('inert'));
    others.forEach((c) => c.setAttribute('inert', ''));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const target = initialFocus?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
    target?.focus();
    return () => {
      others.forEach((c) => c.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      el.remove();
      if (opener?.isConnected) opener.focus();
    };
    // opened once per mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // focus that escapes (a click on the page chrome, a screen reader) is brought back
  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => {
      if (panel.current && e.target instanceof Node && !panel.current.contains(e.target)) panel.current.focus();
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      dismiss.current();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  if (!host.current) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && dismiss.current()}>
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
      </Panel>
    </Backdrop>,
    host.current,
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(7, 11, 20, 0.62);
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 140ms ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Panel = styled.div`
  width: min(480px, 100%);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: ${rise} 160ms ease-out;
  h2 { font-size: 1.25rem; }
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Description = styled.div`
  margin-top: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
