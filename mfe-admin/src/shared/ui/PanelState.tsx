import { AlertIcon, Button, describeError, iconCircle } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** An empty list: a short line, optionally an icon and a follow-up. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <Box>
      {icon && <IconWrap>{icon}</IconWrap>}
      <p>
        <strong>{title}</strong>
      </p>
      {children}
    </Box>
  );
}

/** A list that could not be loaded: what failed, the server's reason, and Try again. */
export function ErrorState({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Box role="alert">
      <IconWrap $tone="danger">
        <AlertIcon size={22} />
      </IconWrap>
      <p>
        <strong>Could not load {what}</strong>
      </p>
      <Detail>{describeError(error)}</Detail>
      <Button type="button" $variant="outline" $size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 48px 20px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  strong { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
`;

const IconWrap = styled.div<{ $tone?: 'danger' }>`
  ${iconCircle(52)}
  background: ${({ $tone }) => ($tone === 'danger' ? '#fdecec' : '#f1f3f6')};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
`;

const Detail = styled.p`
  max-width: 48ch;
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;
