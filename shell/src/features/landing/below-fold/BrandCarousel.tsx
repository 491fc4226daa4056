import { ButtonLink, ChevronLeftIcon, ChevronRightIcon, inlineRow } from '@rl/web-kit';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../../shared/hooks/usePrefersReducedMotion';
import { useWindowWidth } from '../../../shared/hooks/useWindowWidth';
import { ArrowRightIcon } from '../../../shared/ui/more-icons';
import { BRAND_TILES, brandCardWidth, brandSearchPath } from '../brands';
import { HeadActions, HeadText, Inner, RoundButton, Section, SectionEyebrow, SectionHead, SectionLead, SectionTitle } from './section-styles';
import { PAGES } from '@rl/contracts/pages';

const GAP = 16;

/**
 * Brand tiles in a horizontal carousel (spec §1: card width 280 / 290 / 300 / 306 px by window
 * width). It moves only when asked: swipe, scroll, the arrow buttons, or Tab through the tiles.
 */
export function BrandCarousel() {
  const cardWidth = brandCardWidth(useWindowWidth());
  const reducedMotion = usePrefersReducedMotion();
  const trackRef = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const [edges, setEdges] = useState({ start: true, end: false });

  const updateEdges = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 2, end: max <= 2 || el.scrollLeft >= max - 2 });
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, cardWidth]);

  const scrollByCards = (direction: 1 | -1) => {
    trackRef.current?.scrollBy({ left: direction * (cardWidth + GAP), behavior: reducedMotion ? 'auto' : 'smooth' });
  };

  return (
    <Section $tone="alt" aria-labelledby="brands-title">
      <Inner>
        <SectionHead>
          <HeadText>
            <SectionEyebrow>Shop by brand</SectionEyebrow>
            <SectionTitle id="brands-title">Popular Premium Brands</SectionTitle>
            <SectionLead>The marques our buyers ask for most, from German performance to American icons.</SectionLead>
          </HeadText>
          <HeadActions>
            <RoundButton type="button" aria-label="Previous brands" aria-controls={trackId} disabled={edges.start} onClick={() => scrollByCards(-1)}>
              <ChevronLeftIcon />
            </RoundButton>
            <RoundButton type="button" aria-label="Next brands" aria-controls={trackId} disabled={edges.end} onClick={() => scrollByCards(1)}>
              <ChevronRightIcon />
            </RoundButton>
          </HeadActions>
        </SectionHead>
        <Track id={trackId} ref={trackRef} onScroll={updateEdges} aria-label="Brands" $smooth={!reducedMotion}>
          {BRAND_TILES.map((tile) => (
            <Slide key={tile.label} style={{ width: cardWidth, flexBasis: cardWidth }} data-testid="brand-card">
              <Tile to={brandSearchPath(tile)} $tint={tile.tint}>
                <TileName>{tile.label}</TileName>
                <TileTagline>{tile.tagline}</TileTagline>
                <TileCta>
                  Browse {tile.label}
                  <ArrowRightIcon size={16} />
                </TileCta>
              </Tile>
            </Slide>
          ))}
        </Track>
        <div>
          <ButtonLink to={PAGES.search} $variant="primary">
            Explore All Brands
          </ButtonLink>
        </div>
      </Inner>
    </Section>
  );
}

const Track = styled.ul<{ $smooth: boolean }>`
  display: flex;
  gap: ${GAP}px;
  margin: -8px -16px -20px;
  padding: 8px 16px 28px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 16px;
  scroll-behavior: ${({ $smooth }) => ($smooth ? 'smooth' : 'auto')};
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  ${({ theme }) => theme.media.sm} { margin: -8px 0 -20px; padding: 8px 0 28px; scroll-padding: 0; }
`;

const Slide = styled.li`
  flex-shrink: 0;
  scroll-snap-align: start;
`;

const Tile = styled(Link)<{ $tint: [string, string] }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 6px;
  height: 220px;
  padding: 22px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(260px 180px at 100% 0%, rgba(255, 255, 255, 0.18), transparent 70%),
    linear-gradient(145deg, ${({ $tint }) => $tint[0]} 0%, ${({ $tint }) => $tint[1]} 100%);
  color: ${({ theme }) => theme.colors.textOnDark};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.md};
  transition: transform 200ms ease, box-shadow 200ms ease;
  &:hover { transform: translateY(-3px); box-shadow: ${({ theme }) => theme.shadows.lg}; }
  @media (prefers-reduced-motion: reduce) { transition: none; &:hover { transform: none; } }
`;

const TileName = styled.span`
  font-size: 1.6rem;
  font-weight: 800;
`;

const TileTagline = styled.span`
  color: rgba(255, 255, 255, 0.82);
  font-size: 0.95rem;
`;

const TileCta = styled.span`
  ${inlineRow}
  gap: 6px;
  margin-top: 8px;
  font-weight: 600;
  font-size: 0.9rem;
`;
