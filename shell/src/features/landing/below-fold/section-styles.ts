import { capsLabel, Container, gridGap } from '@rl/web-kit';
import styled, { css } from 'styled-components';

export const Section = styled.section<{ $tone?: 'light' | 'alt' | 'dark' }>`
  padding: 64px 0;
  ${({ theme }) => theme.media.lg} { padding: 88px 0; }
  ${({ $tone = 'light', theme }) =>
    $tone === 'alt'
      ? css`background: ${theme.colors.surfaceAlt};`
      : $tone === 'dark'
        ? css`
            background: linear-gradient(160deg, ${theme.colors.ink}, ${theme.colors.navy});
            color: ${theme.colors.textOnDark};
          `
        : css`background: ${theme.colors.surface};`}
`;

export const Inner = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
`;

/** Eyebrow, title, lead on the left; actions on the right from tablet up. */
export const SectionHead = styled.div`
  ${gridGap(16)}
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

export const HeadText = styled.div`
  ${gridGap(10)}
  max-width: 680px;
`;

export const SectionEyebrow = styled.p<{ $onDark?: boolean }>`
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.gold : '#8a6a24')};
  ${capsLabel('0.8rem', 700, '0.12em')}
`;

export const SectionTitle = styled.h2`
  font-size: clamp(1.7rem, 3.6vw, 2.5rem);
  font-weight: 800;
`;

export const SectionLead = styled.p<{ $onDark?: boolean }>`
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
  font-size: 1.05rem;
`;

export const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

/** Round icon buttons of the carousels (previous, pause/play, next). */
export const RoundButton = styled.button<{ $onDark?: boolean }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.35)' : theme.colors.border)};
  border-radius: 50%;
  background: ${({ theme, $onDark }) => ($onDark ? 'transparent' : theme.colors.surface)};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDark : theme.colors.text)};
  cursor: pointer;
  transition: background-color 150ms ease, border-color 150ms ease;
  &:hover:not(:disabled) {
    background: ${({ theme, $onDark }) => ($onDark ? 'rgba(255, 255, 255, 0.1)' : theme.colors.surfaceAlt)};
  }
  &:disabled { opacity: 0.4; cursor: default; }
`;
