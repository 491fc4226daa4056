import { AlertIcon, CheckCircleIcon, InfoIcon } from '@rl/web-kit';
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Tone = 'success' | 'danger' | 'info';

/**
 * A message under or in place of a form: `danger` is an alert (read at once), the others a polite
 * status. Field problems go to their fields instead.
 */
export function FormMessage({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <Box role={tone === 'danger' ? 'alert' : 'status'} $tone={tone} className={className}>
      {tone === 'danger' ? <AlertIcon size={20} /> : tone === 'info' ? <InfoIcon size={20} /> : <CheckCircleIcon size={20} />}
      <div>{children}</div>
    </Box>
  );
}

const tones = {
  success: css`
    border-color: ${({ theme }) => theme.colors.success};
    background: #ecf7f1;
    svg { color: ${({ theme }) => theme.colors.success}; }
  `,
  danger: css`
    border-color: ${({ theme }) => theme.colors.danger};
    background: #fdf0ef;
    svg { color: ${({ theme }) => theme.colors.danger}; }
  `,
  info: css`
    border-color: ${({ theme }) => theme.colors.gold};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    svg { color: ${({ theme }) => theme.colors.gold}; }
  `,
};

const Box = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 14px;
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.5;
  svg { flex: none; margin-top: 1px; }
  ${({ $tone }) => tones[$tone]}
`;
