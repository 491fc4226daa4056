import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { capsLabel, gridGap, spreadRow } from './layout-styles';

/** The dark banner at the top of a signed-in screen (seller screens, My Account): eyebrow, the page's one h1, a lead and actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Hero>
      <Container>
        <HeroRow>
          <div>
            <Eyebrow>{eyebrow}</Eyebrow>
            <h1>{title}</h1>
            {lead && <Lead>{lead}</Lead>}
          </div>
          {actions && <HeroActions>{actions}</HeroActions>}
        </HeroRow>
      </Container>
    </Hero>
  );
}

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(ellipse at 85% -20%, rgba(200, 164, 93, 0.22), transparent 55%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.ink} 0%, ${({ theme }) => theme.colors.navy} 55%, ${({ theme }) => theme.colors.navyRaised} 100%);
  color: ${({ theme }) => theme.colors.textOnDark};
  padding: 36px 0 76px;
  ${({ theme }) => theme.media.md} { padding: 52px 0 92px; }
  h1 {
    font-size: clamp(1.75rem, 4.2vw, 2.6rem);
    font-weight: 700;
  }
`;

const HeroRow = styled.div`
  ${spreadRow('flex-end')}
  gap: 20px;
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

const Eyebrow = styled.p`
  margin-bottom: 10px;
  color: ${({ theme }) => theme.colors.gold};
  ${capsLabel('0.75rem', 700, '0.16em')}
`;

const Lead = styled.p`
  margin-top: 10px;
  max-width: 620px;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 1rem;
`;

/** Content that overlaps the hero's bottom edge. */
export const Overlap = styled.div`
  margin-top: -48px;
  padding-bottom: 72px;
  ${gridGap(24)}
  position: relative;
`;
