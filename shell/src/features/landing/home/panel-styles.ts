import { spreadRow, surfacePanel } from '@rl/web-kit';
import styled from 'styled-components';

export const Panel = styled.section`
  display: grid;
  align-content: start;
  gap: 18px;
  padding: 24px;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;
`;

export const PanelHead = styled.div`
  ${spreadRow('baseline')}
  gap: 8px 16px;
  h2 { font-size: 1.3rem; }
  a { font-weight: 600; font-size: 0.95rem; }
`;

export const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 20px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  h3 { color: ${({ theme }) => theme.colors.text}; font-size: 1.05rem; }
`;
