import { capsLabel } from '@rl/web-kit';
import styled, { css } from 'styled-components';

export type BadgeTone = 'gold' | 'certified' | 'dark' | 'light' | 'accent' | 'pending';

/** A small pill label (Featured, Certified, Sale pending, Sold, counts). */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  ${capsLabel('0.72rem', 700, '0.06em')}
  line-height: 1.3;
  white-space: nowrap;
  ${({ theme, $tone = 'light' }) => {
    switch ($tone) {
      case 'gold':
        return css`background: ${theme.colors.gold}; color: ${theme.colors.ink};`;
      case 'certified':
        return css`background: ${theme.colors.success}; color: #fff;`;
      case 'dark':
        return css`background: ${theme.colors.ink}; color: #fff;`;
      case 'accent':
        return css`background: ${theme.colors.accent}; color: #fff;`;
      case 'pending':
        return css`background: #f5b83d; color: ${theme.colors.ink};`;
      default:
        return css`background: ${theme.colors.surfaceAlt}; color: ${theme.colors.text}; border: 1px solid ${theme.colors.border};`;
    }
  }}
`;
