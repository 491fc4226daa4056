import { spreadRow } from '@rl/web-kit';
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: 20px;
  min-width: 0;
  ${({ theme }) => theme.media.md} { padding: 28px; }
`;

export const CardHeader = styled.div`
  ${spreadRow()}
  gap: 12px;
  margin-bottom: 18px;
  h2 { font-size: 1.2rem; font-weight: 700; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; margin-top: 4px; }
`;

