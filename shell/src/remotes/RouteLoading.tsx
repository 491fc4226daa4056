import styled, { keyframes } from 'styled-components';

/** Shown while a lazily loaded screen downloads. */
export function RouteLoading() {
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner />
      <span>Loading...</span>
    </Wrap>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.div`
  display: flex;
  align-items: center;
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
