import styled, { css } from 'styled-components';

type ChipTone = 'warning' | 'neutral' | 'success' | 'gold' | 'danger' | 'info';

const tones: Record<ChipTone, ReturnType<typeof css>> = {
  warning: css`background: #fff6e5; color: #8a4b00; border-color: #f7d9a4;`,
  neutral: css`background: #f1f3f6; color: #4a5466; border-color: #e2e6ec;`,
  success: css`background: #eaf6ef; color: #1f7a4d; border-color: #c4e6d2;`,
  gold: css`background: #fbf5e8; color: #7d6226; border-color: #ecdcb6;`,
  danger: css`background: #fdf1f0; color: #b42318; border-color: #f4c7c2;`,
  info: css`background: #edf3ff; color: #23489a; border-color: #cddcfb;`,
};

/** A small rounded label: check flags, status and interest badges. */
export const Chip = styled.span<{ $tone?: ChipTone }>`
  display: inline-flex;
  align-items: flex-start;
  gap: 6px;
  max-width: 100%;
  padding: 4px 10px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.78rem;
  font-weight: 600;
  line-height: 1.35;
  overflow-wrap: anywhere;
  svg { flex-shrink: 0; margin-top: 1px; }
  ${({ $tone = 'neutral' }) => tones[$tone]}
`;
