import {
  centerRow, ChevronLeftIcon, ChevronRightIcon, ExternalIcon, gridGap, inlineRow, mutedText, SITE, surfacePanel, VisuallyHidden,
} from '@rl/web-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../../shared/hooks/usePrefersReducedMotion';
import { useWindowWidth } from '../../../shared/hooks/useWindowWidth';
import { PauseIcon, PlayIcon, StarIcon } from '../../../shared/ui/icons';
import { ROTATION_INTERVAL_MS } from '../rotation';
import { SLIDE_TRANSITION_MS, tripled, useLoopingCarousel } from '../hooks/useLoopingCarousel';
import { HeadText, Inner, RoundButton, Section, SectionEyebrow, SectionLead, SectionTitle } from './section-styles';

const GAP = 20;
const REVIEWS = SITE.reviews.items;
const SLIDES = tripled(REVIEWS);

/** Slides in view: 1 on phones, 2 on tablets, 3 from 1024 px. */
export const reviewsInView = (windowWidth: number) => (windowWidth < 768 ? 1 : windowWidth < 1024 ? 2 : 3);

/**
 * Customer reviews (spec §1): fixed rating, 12 reviews tripled for a seamless loop, one step every
 * 4 s, a link to all reviews. Pause/play button; hovering pauses too; reduced motion: no auto-advance.
 */
export function ReviewsCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const visible = reviewsInView(useWindowWidth());
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const playing = !reducedMotion && !paused;
  const { position, animating, current, next, previous } = useLoopingCarousel({
    count: REVIEWS.length,
    visible,
    intervalMs: ROTATION_INTERVAL_MS,
    autoplay: playing && !hovered,
    instant: reducedMotion,
  });

  return (
    <Section $tone="alt" aria-labelledby="reviews-title">
      <Inner>
        <Head>
          <HeadText>
            <SectionEyebrow>Customer reviews</SectionEyebrow>
            <SectionTitle id="reviews-title">What Our Customers Say</SectionTitle>
            <SectionLead>Sellers and buyers on working with our in-house team.</SectionLead>
          </HeadText>
          <Rating>
            <Score>{SITE.reviews.rating}</Score>
            <div>
              <Stars role="img" aria-label={`Rated ${SITE.reviews.rating} out of 5`}>
                {[0, 1, 2, 3, 4].map((i) => (
                  <StarIcon key={i} size={20} />
                ))}
              </Stars>
              <p>Based on {SITE.reviews.source} reviews</p>
            </div>
          </Rating>
        </Head>

        <div role="group" aria-roledescription="carousel" aria-label="Customer reviews">
          <Controls>
            <RoundButton type="button" aria-label="Previous review" onClick={previous}>
              <ChevronLeftIcon />
            </RoundButton>
            {!reducedMotion && (
              <RoundButton type="button" aria-label={paused ? 'Play reviews' : 'Pause reviews'} onClick={() => setPaused((p) => !p)}>
                {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
              </RoundButton>
            )}
            <RoundButton type="button" aria-label="Next review" onClick={next}>
              <ChevronRightIcon />
            </RoundButton>
            <Counter aria-live={playing ? 'off' : 'polite'}>
              {current + 1} / {REVIEWS.length}
            </Counter>
          </Controls>
          <Viewport onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
            <Track
              data-testid="reviews-track"
              data-position={position}
              data-animating={animating}
              style={{
                transform: `translateX(calc(${-position} * (100% + ${GAP}px) / ${visible}))`,
                transition: animating ? `transform ${SLIDE_TRANSITION_MS}ms ease` : 'none',
              }}
            >
              {SLIDES.map((review, i) => {
                const shown = i >= position && i < position + visible;
                return (
                  <Card
                    key={i}
                    aria-hidden={!shown}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={`Review ${(i % REVIEWS.length) + 1} of ${REVIEWS.length}`}
                    style={{ flexBasis: `calc((100% - ${(visible - 1) * GAP}px) / ${visible})` }}
                  >
                    <CardStars aria-hidden="true">
                      {[0, 1, 2, 3, 4].map((s) => (
                        <StarIcon key={s} size={16} />
                      ))}
                    </CardStars>
                    <Quote>“{review.text}”</Quote>
                    <Author>
                      <strong>{review.author}</strong>
                      <span>{review.place}</span>
                    </Author>
                  </Card>
                );
              })}
            </Track>
          </Viewport>
        </div>

        <AllReviews href={SITE.reviews.url} target="_blank" rel="noopener noreferrer">
          Read all reviews on {SITE.reviews.source}
          <ExternalIcon size={16} />
          <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
        </AllReviews>
      </Inner>
    </Section>
  );
}

const Head = styled.div`
  ${gridGap(20)}
  ${({ theme }) => theme.media.md} { grid-template-columns: minmax(0, 1fr) auto; align-items: end; }
`;

const Rating = styled.div`
  ${centerRow}
  gap: 14px;
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

const Score = styled.span`
  font-size: 3rem;
  font-weight: 800;
  line-height: 1;
`;

const Stars = styled.span`
  display: flex;
  gap: 2px;
  color: #b7861f;
`;

const Controls = styled.div`
  ${centerRow}
  gap: 10px;
  margin-bottom: 16px;
`;

const Counter = styled.span`
  margin-left: 6px;
  ${mutedText('0.9rem')}
  font-variant-numeric: tabular-nums;
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  gap: ${GAP}px;
  will-change: transform;
`;

const Card = styled.div`
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-height: 240px;
  padding: 24px;
  ${surfacePanel}
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const CardStars = styled.span`
  display: flex;
  gap: 2px;
  color: #b7861f;
`;

const Quote = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  line-height: 1.6;
`;

const Author = styled.p`
  display: grid;
  strong { font-weight: 700; }
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;

const AllReviews = styled.a`
  justify-self: start;
  ${inlineRow}
  gap: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;
