import { dangerText, gridGap, mutedText } from '@rl/web-kit';
import styled from 'styled-components';

export const Card = styled.section`
  ${gridGap(18)}
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2, h3 { font-size: 1.2rem; font-weight: 800; }
  @media (max-width: 639px) { padding: 20px 16px; }
`;

export const Intro = styled.p`
  margin-top: -10px;
  ${mutedText('0.92rem')}
`;

/** Fields beside the figures when there is room for both. */
export const Body = styled.div`
  ${gridGap(20)}
  @container calculator (min-width: 620px) {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
    align-items: start;
  }
`;

export const Frame = styled.div`
  container: calculator / inline-size;
`;

export const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px 12px;
  > :first-child { grid-column: 1 / -1; }
`;

export const FieldBox = styled.div`
  display: grid;
  align-content: start;
  gap: 6px;
  min-width: 0;
  label { color: ${({ theme }) => theme.colors.text}; font-size: 0.82rem; font-weight: 600; }
`;

export const Hint = styled.p`
  ${mutedText('0.78rem')}
`;

export const ErrorText = styled.p`
  ${dangerText('0.8rem')}
  font-weight: 600;
`;

/** An input with a fixed sign before ($) or after (%) the value. */
export const Affixed = styled.div<{ $suffix?: boolean }>`
  position: relative;
  > span {
    position: absolute;
    top: 50%;
    ${({ $suffix }) => ($suffix ? 'right: 12px;' : 'left: 12px;')}
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    pointer-events: none;
  }
  input { ${({ $suffix }) => ($suffix ? 'padding-right: 30px;' : 'padding-left: 26px;')} }
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 10px;
  font-size: 1rem;
  font-variant-numeric: tabular-nums;
`;

export const Input = styled.input`
  ${control}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: 0 0 0 3px rgba(76, 141, 255, 0.25); }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const Select = styled.select`
  ${control}
  appearance: none;
  padding-right: 36px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%235a6577' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 12px center;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.focus}; box-shadow: 0 0 0 3px rgba(76, 141, 255, 0.25); }
`;

export const Figures = styled.div`
  display: grid;
  align-content: start;
  gap: 14px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const Monthly = styled.p`
  ${gridGap(2)}
  > span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 2.1rem;
    font-weight: 800;
    letter-spacing: -0.02em;
    line-height: 1.15;
    font-variant-numeric: tabular-nums;
  }
  small { font-size: 1rem; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Totals = styled.dl`
  ${gridGap(8)}
  margin: 0;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > div { display: flex; justify-content: space-between; gap: 12px; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

export const Blocked = styled.p`
  ${mutedText('0.92rem')}
`;

export const Disclosure = styled.p`
  ${mutedText('0.78rem')}
  line-height: 1.5;
`;
