import styled from 'styled-components';
import { gridGap } from '@rl/web-kit';

/** One section of /account: a card with a heading, a line about it and its form. */
export const Section = styled.section<{ $danger?: boolean }>`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  padding: 22px 18px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? 'rgba(180, 35, 24, 0.35)' : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  min-width: 0;
  ${({ theme }) => theme.media.md} { padding: 28px; }
`;

export const SectionHead = styled.div`
  margin-bottom: 20px;
  h2 { font-size: 1.2rem; font-weight: 700; }
  p { margin-top: 4px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.95rem; }
`;

/** Forms stay at a readable width inside the wide cards. */
export const FormWidth = styled.div`
  max-width: 520px;
  ${gridGap(18)}
`;

/** The form's button, not stretched on wide screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  > * { flex: 1 1 auto; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
`;
