import { css } from 'styled-components';

/** What every text field of the product shares: full width, the border (red when invalid), radius, colours, type. */
export const fieldControl = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 0 14px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  transition: border-color 150ms ease, box-shadow 150ms ease;
`;

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%235a6577' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

/** A select drawn without the browser's arrow: the product's chevron `inset` px from the right, text kept clear of it. */
export const selectChevron = (inset: number) => css`
  appearance: none;
  padding-right: ${inset + 24}px;
  background-image: ${CHEVRON};
  background-repeat: no-repeat;
  background-position: right ${inset}px center;
`;
