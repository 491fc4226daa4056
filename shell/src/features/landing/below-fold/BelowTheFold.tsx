import { ButtonLink } from '@rl/web-kit';
import { BrandCarousel } from './BrandCarousel';
import { ClaimsSection } from './ClaimsSection';
import { ClosingCta } from './ClosingCta';
import { RecentListings } from './RecentListings';
import { Reveal } from './Reveal';
import { ReviewsCarousel } from './ReviewsCarousel';
import { HeadActions, HeadText, Inner, Section, SectionEyebrow, SectionHead, SectionLead, SectionTitle } from './section-styles';
import { TeamSection } from './TeamSection';
import { PAGES } from '@rl/contracts/pages';

/** Landing page sections after the hero, loaded as one chunk when the visitor scrolls near them. */
export default function BelowTheFold() {
  return (
    <>
      <Section aria-labelledby="recent-title">
        <Inner>
          <Reveal>
            <SectionHead>
              <HeadText>
                <SectionEyebrow>Fresh on the market</SectionEyebrow>
                <SectionTitle id="recent-title">Current Remote Listings</SectionTitle>
                <SectionLead>The latest vehicles approved by our team, from sellers across the country.</SectionLead>
              </HeadText>
              <HeadActions>
                <ButtonLink to={PAGES.search} $variant="primary">
                  View All Vehicles
                </ButtonLink>
              </HeadActions>
            </SectionHead>
          </Reveal>
          <Reveal>
            <RecentListings />
          </Reveal>
        </Inner>
      </Section>
      <Reveal>
        <BrandCarousel />
      </Reveal>
      <Reveal>
        <ClaimsSection />
      </Reveal>
      <Reveal>
        <TeamSection />
      </Reveal>
      <Reveal>
        <ReviewsCarousel />
      </Reveal>
      <Reveal>
        <ClosingCta />
      </Reveal>
    </>
  );
}
