import { ButtonLink, capsLabel, CheckIcon, gridCenter, gridGap, inlineRow, SITE, wrapRow } from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../../shared/hooks/usePrefersReducedMotion';
import { PauseIcon, PlayIcon, StarIcon } from '../../../shared/ui/icons';
import { Actions, Eyebrow, HeroInner, HeroSection, Lead, Title } from './hero-styles';
import { RotatingBrand } from './RotatingBrand';
import { PAGES } from '@rl/contracts/pages';

const WE_HANDLE = ['Every buyer inquiry', 'Negotiation and offers', 'Buyer screening', 'Paperwork until the sale'];

/** Visitor landing hero: the rotating brand word and the first calls to action. */
export function LandingHero() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  return (
    <HeroSection>
      <Layout>
        <div>
          <Eyebrow>Premium cars · Sold nationwide</Eyebrow>
          <Title>
            Sell your <RotatingBrand running={!reducedMotion && !paused} /> <Rest>We handle the buyers.</Rest>
          </Title>
          <Lead>
            List once with photos and a dedicated associate takes every inquiry, negotiation and screening for you.
            Free to list, with a success fee only when your car sells.
          </Lead>
          <Actions>
            <ButtonLink to={PAGES.signIn} $variant="accent" $size="lg">
              Start Selling Today
            </ButtonLink>
            <ButtonLink to={PAGES.search} $variant="outlineLight" $size="lg">
              Browse Market Listings
            </ButtonLink>
          </Actions>
          <Trust>
            <li>
              <StarIcon size={16} />
              {SITE.reviews.rating} rating on {SITE.reviews.source}
            </li>
            <li>Nationwide US service</li>
            <li>Sales line open 7 days a week</li>
            {!reducedMotion && (
              <li>
                <MotionToggle type="button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
                  {paused ? <PlayIcon size={14} /> : <PauseIcon size={14} />}
                  {paused ? 'Play brand animation' : 'Pause brand animation'}
                </MotionToggle>
              </li>
            )}
          </Trust>
        </div>
        <Panel aria-label="What your associate handles">
          <PanelTitle>Your dedicated associate handles</PanelTitle>
          <ul>
            {WE_HANDLE.map((item) => (
              <li key={item}>
                <Tick>
                  <CheckIcon size={14} />
                </Tick>
                {item}
              </li>
            ))}
          </ul>
          <PanelNote>No meeting strangers, no test drives, no viewings.</PanelNote>
        </Panel>
      </Layout>
    </HeroSection>
  );
}

const Layout = styled(HeroInner)`
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: center;
    gap: 56px;
  }
  > div:first-child { display: grid; gap: 22px; }
`;

const Rest = styled.span`
  display: block;
`;

const Trust = styled.ul`
  ${wrapRow}
  gap: 8px 20px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 0.9rem;
  li { display: inline-flex; align-items: center; gap: 6px; }
  svg { color: ${({ theme }) => theme.colors.gold}; }
`;

const MotionToggle = styled.button`
  ${inlineRow}
  gap: 6px;
  min-height: 32px;
  padding: 0 10px;
  border: 1px solid rgba(255, 255, 255, 0.28);
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 0.8rem;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.textOnDark}; border-color: rgba(255, 255, 255, 0.5); }
  svg { color: inherit; }
`;

const Panel = styled.aside`
  display: none;
  ${({ theme }) => theme.media.lg} {
    ${gridGap(16)}
    padding: 28px;
    border: 1px solid rgba(255, 255, 255, 0.12);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.05);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
  ul { display: grid; gap: 12px; margin: 0; padding: 0; list-style: none; }
  li { display: flex; align-items: center; gap: 12px; color: ${({ theme }) => theme.colors.textOnDark}; }
`;

const PanelTitle = styled.p`
  color: ${({ theme }) => theme.colors.gold};
  ${capsLabel('0.8rem', 600, '0.1em')}
`;

const PanelNote = styled.p`
  padding-top: 14px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: 0.9rem;
`;

const Tick = styled.span`
  ${gridCenter}
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.textOnDark};
`;
