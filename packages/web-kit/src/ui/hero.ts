import styled, { css } from 'styled-components';

/**
 * The dark banner that opens a screen: `page` (default) above a buyer screen, `landing` the taller one of
 * the home page (with a bordered eyebrow, a larger title and room for actions).
 */
export type HeroSize = 'page' | 'landing';
interface Sized {
  $size?: HeroSize;
}
const landing = ({ $size }: Sized) => $size === 'landing';

export const Hero = styled.section<Sized>`
  ${(p) => landing(p) && css`
    position: relative;
    overflow: hidden;
  `}
  color: ${({ theme }) => theme.colors.textOnDark};
  background: ${(p) => (landing(p)
    ? 'radial-gradient(900px 480px at 85% 10%, rgba(214, 32, 42, 0.22), transparent 60%), radial-gradient(800px 520px at 0% 100%, rgba(76, 141, 255, 0.14), transparent 60%)'
    : 'radial-gradient(900px 420px at 90% 0%, rgba(214, 32, 42, 0.2), transparent 60%), radial-gradient(700px 420px at 0% 100%, rgba(76, 141, 255, 0.12), transparent 60%)')},
    linear-gradient(160deg, ${({ theme }) => theme.colors.ink} 0%, ${({ theme }) => theme.colors.navy} 100%);
  padding: ${(p) => (landing(p) ? '48px 0 56px' : '36px 0 32px')};
  ${({ theme }) => theme.media.lg} { padding: ${(p) => (landing(p) ? '72px 0 80px' : '52px 0 44px')}; }
`;

export const HeroEyebrow = styled.p<Sized>`
  color: ${({ theme }) => theme.colors.gold};
  text-transform: uppercase;
  ${(p) => (landing(p)
    ? css`
      display: inline-flex;
      align-items: center;
      gap: 8px;
      justify-self: start;
      padding: 6px 12px;
      border: 1px solid rgba(200, 164, 93, 0.4);
      border-radius: ${({ theme }) => theme.radii.pill};
      font-size: 0.78rem;
      font-weight: 600;
      letter-spacing: 0.1em;
    `
    : css`
      margin-bottom: 12px;
      font-size: 0.75rem;
      font-weight: 700;
      letter-spacing: 0.16em;
    `)}
`;

export const HeroTitle = styled.h1<Sized>`
  max-width: ${(p) => (landing(p) ? '820px' : '900px')};
  font-size: ${(p) => (landing(p) ? 'clamp(2.25rem, 5.2vw, 3.5rem)' : 'clamp(1.9rem, 5vw, 3.1rem)')};
  font-weight: 800;
  em { font-style: normal; color: ${({ theme }) => theme.colors.accent}; }
`;

export const HeroLead = styled.p<Sized>`
  max-width: 620px;
  ${(p) => !landing(p) && 'margin: 12px 0 28px;'}
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${(p) => (landing(p) ? 'clamp(1rem, 2.2vw, 1.2rem)' : 'clamp(0.98rem, 2vw, 1.1rem)')};
`;
