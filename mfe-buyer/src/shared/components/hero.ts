import styled from 'styled-components';

/** The dark banner at the top of the buyer screens. */
export const Hero = styled.section`
  color: ${({ theme }) => theme.colors.textOnDark};
  background:
    radial-gradient(900px 420px at 90% 0%, rgba(214, 32, 42, 0.2), transparent 60%),
    radial-gradient(700px 420px at 0% 100%, rgba(76, 141, 255, 0.12), transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.ink} 0%, ${({ theme }) => theme.colors.navy} 100%);
  padding: 36px 0 32px;
  ${({ theme }) => theme.media.lg} { padding: 52px 0 44px; }
`;

export const Eyebrow = styled.p`
  margin-bottom: 12px;
  color: ${({ theme }) => theme.colors.gold};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.16em;
  text-transform: uppercase;
`;

export const Title = styled.h1`
  max-width: 900px;
  font-size: clamp(1.9rem, 5vw, 3.1rem);
  font-weight: 800;
  em { font-style: normal; color: ${({ theme }) => theme.colors.accent}; }
`;

export const Lead = styled.p`
  max-width: 620px;
  margin: 12px 0 28px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: clamp(0.98rem, 2vw, 1.1rem);
`;

