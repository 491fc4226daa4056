import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { centerRow } from './layout-styles';

/** A screen still loading: a spinner and what is loading, centred in half the viewport, announced politely. */
export function LoadingStatus({ heading, children }: {
  /** a visually hidden heading, so the loading screen has its h1 */
  heading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Wrap role="status" aria-live="polite">
      {heading}
      <Spinner aria-hidden="true" />
      <span>{children}</span>
    </Wrap>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  ${centerRow}
  justify-content: center;
  gap: 12px;
  min-height: 50vh;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spinner = styled.span`
  width: 22px;
  height: 22px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 800ms linear infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;
