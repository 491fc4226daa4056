import { ButtonAnchor, ButtonLink, SIGN_IN_URL } from '@rl/web-kit';
import { Actions, Eyebrow, HeroInner, HeroSection, Lead, Title } from './hero-styles';

/** Visitor landing hero with the spec's calls to action. */
export function LandingHero() {
  return (
    <HeroSection>
      <HeroInner>
        <Eyebrow>Nationwide premium vehicle marketplace</Eyebrow>
        <Title>
          Sell your premium car. <em>We handle the buyers.</em>
        </Title>
        <Lead>
          List once with photos and a dedicated associate takes every inquiry, negotiation and screening for you.
          Free to list, with a success fee only when your car sells.
        </Lead>
        <Actions>
          <ButtonLink to="/auth" $variant="accent" $size="lg">
            Start Selling Today
          </ButtonLink>
          <ButtonLink to="/search" $variant="outlineLight" $size="lg">
            Browse Market Listings
          </ButtonLink>
          {/* /api/login starts sign-in on the server: a full page navigation, not a router link. */}
          <ButtonAnchor href={SIGN_IN_URL} $variant="ghostLight" $size="lg">
            List Your Car Free
          </ButtonAnchor>
        </Actions>
      </HeroInner>
    </HeroSection>
  );
}
