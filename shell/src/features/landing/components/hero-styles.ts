import { Container } from '@rl/web-kit';
import styled from 'styled-components';

export const HeroSection = styled.section`
  position: relative;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(900px 480px at 85% 10%, rgba(214, 32, 42, 0.22), transparent 60%),
    radial-gradient(800px 520px at 0% 100%, rgba(76, 141, 255, 0.14), transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.ink} 0%, ${({ theme }) => theme.colors.navy} 100%);
  padding: 48px 0 56px;
  ${({ theme }) => theme.media.lg} { padding: 72px 0 80px; }
`;

export const HeroInner = styled(Container)`
  position: relative;
  display: grid;
  gap: 22px;
  max-width: ${({ theme }) => theme.layout.maxWidth};
`;

export const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  justify-self: start;
  padding: 6px 12px;
  border: 1px solid rgba(200, 164, 93, 0.4);
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.gold};
  font-size: 0.78rem;
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  max-width: 820px;
  font-size: clamp(2.25rem, 5.2vw, 3.5rem);
  font-weight: 800;
  em { font-style: normal; color: ${({ theme }) => theme.colors.accent}; }
`;

export const Lead = styled.p`
  max-width: 620px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: clamp(1rem, 2.2vw, 1.2rem);
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
  > * { flex: 1 1 100%; }
  ${({ theme }) => theme.media.sm} { > * { flex: 0 0 auto; } }
`;
