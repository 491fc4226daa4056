import { Container, gridGap, Hero, HeroEyebrow, HeroLead, HeroTitle } from '@rl/web-kit';
import styled from 'styled-components';

export const HeroInner = styled(Container)`
  position: relative;
  ${gridGap(22)}
  max-width: ${({ theme }) => theme.layout.maxWidth};
`;

/** The home page's hero: web-kit's banner at its landing size. */
export const HeroSection = styled(Hero).attrs({ $size: 'landing' as const })``;
export const Eyebrow = styled(HeroEyebrow).attrs({ $size: 'landing' as const })``;
export const Title = styled(HeroTitle).attrs({ $size: 'landing' as const })``;
export const Lead = styled(HeroLead).attrs({ $size: 'landing' as const })``;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
  > * { flex: 1 1 100%; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
`;
