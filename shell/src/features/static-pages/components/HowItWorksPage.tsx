import { ButtonAnchor, ButtonLink, SIGN_IN_URL } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import { ButtonRow, Callout, PageSection, SectionIntro, StaticPage } from './StaticPage';
import { StepList, type Step } from './StepList';
import { PAGES } from '@rl/contracts/pages';

/** Spec §2: the four-step seller flow. */
const SELLER_STEPS: readonly Step[] = [
  {
    title: 'Upload photos and details',
    text: 'Create your listing once: the vehicle, its condition and history, and photos from the nine angles buyers look for. It takes about fifteen minutes.',
  },
  {
    title: 'Get a dedicated associate',
    text: 'Once our team approves the listing, an associate from our in-house team takes on your car and becomes your single point of contact.',
  },
  {
    title: 'Your associate handles every buyer',
    text: 'All buyer communication goes through your associate: inquiries, negotiation and screening. You never meet strangers, give test drives or host viewings.',
  },
  {
    title: 'Handled until the sale',
    text: 'Your associate stays with it until the car is sold. The buyer pays you directly and you sign the title over; we never hold funds or titles.',
  },
];

/** Spec §2: the four-step buyer flow. */
const BUYER_STEPS: readonly Step[] = [
  {
    title: 'Search and filter',
    text: 'Browse premium vehicles from sellers nationwide and narrow them down by make, price, body type, mileage and distance from your ZIP code.',
  },
  {
    title: 'View the details',
    text: 'Every listing has photos, specifications, features and the seller’s description. Save the ones you like and compare them later.',
  },
  {
    title: 'Contact the team',
    text: 'Message us from the listing, or call or text our sales line 7 days a week. An associate answers your questions and arranges the next steps.',
  },
  {
    title: 'Complete your purchase',
    text: 'Agree on the price through your associate, then pay the seller directly as the current titleholder. In-house financing is available if you need it.',
  },
];

export default function HowItWorksPage() {
  return (
    <StaticPage
      eyebrow="Sell or buy with an in-house team"
      title="How It Works"
      lead="Sellers list once and hand everything else to a dedicated associate. Buyers browse premium vehicles and deal with one team from the first question to the purchase."
      actions={
        <>
          <ButtonLink to={PAGES.signIn} $variant="accent" $size="lg">
            Start Selling Today
          </ButtonLink>
          <ButtonLink to={PAGES.search} $variant="outlineLight" $size="lg">
            Browse Market Listings
          </ButtonLink>
        </>
      }
    >
      <PageSection aria-labelledby="sellers-title">
        <h2 id="sellers-title">For Sellers</h2>
        <SectionIntro>
          Listing is free; you pay a success fee only when your car sells. Most cars sell in 30 to 90 days.
        </SectionIntro>
        <StepList steps={SELLER_STEPS} label="Selling in four steps" />
        <Callout>
          <div>
            <h3>List your car in minutes</h3>
            <p>No listing fee, no buyers at your door. Your associate takes it from here.</p>
          </div>
          <ButtonRow>
            {/* /api/login starts sign-in on the server: a full page navigation. */}
            <ButtonAnchor href={SIGN_IN_URL} $variant="accent">
              List Your Car Free
            </ButtonAnchor>
            <ButtonLink to={PAGES.signIn} $variant="outline">
              Create an account
            </ButtonLink>
          </ButtonRow>
        </Callout>
      </PageSection>

      <PageSection aria-labelledby="buyers-title">
        <h2 id="buyers-title">For Buyers</h2>
        <SectionIntro>
          Every car is listed by its owner and presented by our team. Financing is available in-house with rates as
          low as 3.75% APR: see <Link to={PAGES.financing}>Financing</Link>.
        </SectionIntro>
        <StepList steps={BUYER_STEPS} label="Buying in four steps" />
        <Callout $dark>
          <div>
            <h3>Find your next car</h3>
            <p>Premium vehicles from sellers across the United States, added every day.</p>
          </div>
          <ButtonRow>
            <ButtonLink to={PAGES.search} $variant="accent">
              Browse Market Listings
            </ButtonLink>
          </ButtonRow>
        </Callout>
      </PageSection>

      <PageSection aria-labelledby="good-to-know-title">
        <h2 id="good-to-know-title">Good to Know</h2>
        <SectionIntro>
          Remote Listings provides listing services only. We are not the owner or seller of any vehicle, we do not
          collect funds or hold titles, and the buyer deals directly with the current titleholder. Questions? See the{' '}
          <Link to={PAGES.faq}>FAQ</Link>.
        </SectionIntro>
      </PageSection>
    </StaticPage>
  );
}
