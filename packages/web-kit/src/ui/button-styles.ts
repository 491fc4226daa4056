import { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'accent' | 'primary' | 'outline' | 'outlineLight' | 'ghost' | 'ghostLight' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  // The red "Sell Your Car" style.
  accent: (t) => css`
    background: ${t.colors.accent};
    color: ${t.colors.textOnDark};
    &:hover { background: ${t.colors.accentHover}; }
  `,
  primary: (t) => css`
    background: ${t.colors.navy};
    color: ${t.colors.textOnDark};
    &:hover { background: ${t.colors.navyRaised}; }
  `,
  outline: (t) => css`
    background: transparent;
    color: ${t.colors.text};
    border-color: ${t.colors.border};
    &:hover { background: ${t.colors.surfaceAlt}; }
  `,
  outlineLight: (t) => css`
    background: transparent;
    color: ${t.colors.textOnDark};
    border-color: rgba(255, 255, 255, 0.35);
    &:hover { background: rgba(255, 255, 255, 0.08); border-color: rgba(255, 255, 255, 0.6); }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.colors.text};
    &:hover { background: ${t.colors.surfaceAlt}; }
  `,
  ghostLight: (t) => css`
    background: transparent;
    color: ${t.colors.textOnDark};
    &:hover { background: rgba(255, 255, 255, 0.08); }
  `,
  light: (t) => css`
    background: ${t.colors.surface};
    color: ${t.colors.text};
    &:hover { background: ${t.colors.surfaceAlt}; }
  `,
};

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`min-height: 36px; padding: 0 14px; font-size: 0.875rem;`,
  md: css`min-height: 42px; padding: 0 18px; font-size: 0.9375rem;`,
  lg: css`min-height: 52px; padding: 0 26px; font-size: 1rem;`,
};

/** Shared by <button>, router links and plain anchors so they look the same. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 150ms ease, border-color 150ms ease, color 150ms ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $size = 'md' }) => sizes[$size]}
  ${({ theme, $variant = 'primary' }) => variants[$variant](theme)}
  &:disabled { opacity: 0.6; cursor: not-allowed; }
`;
