import { centerRow, CloseIcon, plainIconButton, sheetOverlay, sideSheet, useFocusTrap } from '@rl/web-kit';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';

/** A modal side drawer (from the left): traps focus, closes on Escape, the overlay or the close button. */
export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useFocusTrap(ref, open, onClose, closeRef);
  if (!open) return null;
  return createPortal(
    <>
      <Overlay onClick={onClose} data-testid="drawer-overlay" />
      <Panel ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <CloseButton ref={closeRef} type="button" aria-label={`Close ${title.toLowerCase()}`} onClick={onClose}>
            <CloseIcon size={22} />
          </CloseButton>
        </Head>
        <Body>{children}</Body>
        {footer && <Foot>{footer}</Foot>}
      </Panel>
    </>,
    document.body,
  );
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideIn = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const Overlay = styled.div`
  ${sheetOverlay}
  animation: ${fadeIn} 160ms ease-out;
`;

const Panel = styled.div`
  ${sideSheet('left')}
  width: min(400px, 92vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  outline: none;
  animation: ${slideIn} 200ms ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Head = styled.div`
  ${centerRow}
  justify-content: space-between;
  gap: 12px;
  padding: 14px 16px 14px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: 1.15rem; }
`;

const CloseButton = styled.button`
  ${plainIconButton(44)}
  color: ${({ theme }) => theme.colors.text};
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 18px 20px;
`;

const Foot = styled.div`
  display: flex;
  gap: 10px;
  padding: 14px 20px calc(14px + env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > * { flex: 1; }
`;
