import * as RadixToast from '@radix-ui/react-toast';
import styled, { css, keyframes } from 'styled-components';
import { TOAST_CLEARANCE_VAR } from './toast-clearance';
import type { ToastVariant } from './toast-store';

const slideIn = keyframes`
  from { transform: translateX(calc(100% + 24px)); }
  to { transform: translateX(0); }
`;
const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;
const swipeOut = keyframes`
  from { transform: translateX(var(--radix-toast-swipe-end-x)); }
  to { transform: translateX(calc(100% + 24px)); }
`;

export const ToastViewport = styled(RadixToast.Viewport)`
  position: fixed;
  /* above a bar pinned to the bottom of the page (useToastClearance) */
  bottom: var(${TOAST_CLEARANCE_VAR}, 0px);
  right: 0;
  z-index: ${({ theme }) => theme.z.toast};
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(420px, 100vw);
  max-width: 100vw;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
`;

export const ToastRoot = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 16px 16px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ theme, $variant }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.colors.danger};
          color: ${theme.colors.textOnDark};
          border: 1px solid ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
        `}

  &[data-state='open'] {
    animation: ${slideIn} 180ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} 120ms ease-in forwards;
  }
  &[data-swipe='move'] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe='cancel'] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe='end'] {
    animation: ${swipeOut} 120ms ease-out forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

export const ToastTitle = styled(RadixToast.Title)`
  font-weight: 600;
  font-size: 0.95rem;
`;

export const ToastDescription = styled(RadixToast.Description)`
  margin-top: 4px;
  font-size: 0.875rem;
  opacity: 0.9;
  overflow-wrap: anywhere;
`;

export const ToastClose = styled(RadixToast.Close)`
  flex-shrink: 0;
  display: inline-flex;
  padding: 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;
