import type { User } from '@rl/contracts';
import { ButtonLink } from '@rl/web-kit';
import { Actions, Eyebrow, HeroInner, HeroSection, Lead, Title } from './hero-styles';

/** Home for a signed-in user: straight to selling, the dashboard or the market. */
export function SignedInHome({ user }: { user: User }) {
  return (
    <HeroSection>
      <HeroInner>
        <Eyebrow>Your garage</Eyebrow>
        <Title>
          Welcome back{user.firstName ? `, ${user.firstName}` : ''}. <em>Ready to sell?</em>
        </Title>
        <Lead>Create a listing in minutes, follow its review on your dashboard, or see what others are selling.</Lead>
        <Actions>
          <ButtonLink to="/create-listing" $variant="accent" $size="lg">
            Sell Your Car
          </ButtonLink>
          <ButtonLink to="/dashboard" $variant="light" $size="lg">
            Go to Dashboard
          </ButtonLink>
          <ButtonLink to="/search" $variant="outlineLight" $size="lg">
            Browse Market Listings
          </ButtonLink>
        </Actions>
      </HeroInner>
    </HeroSection>
  );
}
