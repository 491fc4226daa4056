import { ButtonLink, SITE, telHref } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import { FaqAccordion, type FaqItem } from './FaqAccordion';
import { SalesLineButton } from './SalesLineButton';
import { ButtonRow, Callout, PageSection, StaticPage } from './StaticPage';
import { PAGES } from '@rl/contracts/pages';

const phone = <a href={telHref()}>{SITE.salesPhone.display}</a>;

/** Spec §2: 12 questions. */
const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'How much does it cost to list my car?',
    answer: <p>Listing is free. You pay a success fee only when your car sells; if it does not sell, you owe nothing.</p>,
  },
  {
    question: 'What kinds of cars do you sell?',
    answer: (
      <p>
        Premium used vehicles. Most of the cars we sell are valued above $25,000: the makes buyers ask for most include
        Mercedes-Benz, BMW, Porsche, Lexus, Land Rover and Chevrolet Corvette.
      </p>
    ),
  },
  {
    question: 'How long does it take to sell?',
    answer: <p>Most cars sell in 30 to 90 days, depending on the price, the condition and demand for the model.</p>,
  },
  {
    question: 'Do I have to meet buyers, give test drives or show the car?',
    answer: (
      <p>
        No. A dedicated associate from our in-house team handles every buyer inquiry, negotiation and screening.
        Sellers do not meet buyers, give test drives or hold viewings.
      </p>
    ),
  },
  {
    question: 'How does the buyer pay me?',
    answer: (
      <p>
        Payment goes directly from the buyer to you. Remote Listings provides listing services only: we are not the
        owner or seller of any vehicle, we do not collect funds or hold titles, and the buyer deals directly with you
        as the current titleholder.
      </p>
    ),
  },
  {
    question: 'Where do you operate?',
    answer: <p>Nationwide. We serve sellers and buyers across the United States, backed by a nationwide dealer network.</p>,
  },
  {
    question: 'What happens after I submit my listing?',
    answer: (
      <p>
        Our team reviews every listing before it goes live. It shows as Pending in your dashboard until it is
        approved, then as Active, and your associate gets in touch.
      </p>
    ),
  },
  {
    question: 'What photos do I need?',
    answer: (
      <p>
        Up to 10 photos (PNG or JPG, up to 10 MB each) covering nine angles: front angled, rear angled, driver-side
        profile, wheels and tires, front seats and dashboard, back seats, odometer, engine bay, and trunk or cargo
        area, plus any damage.
      </p>
    ),
  },
  {
    question: 'Can I edit or remove my listing?',
    answer: (
      <p>
        Yes. Your <Link to={PAGES.dashboard}>dashboard</Link> lists all your cars with their status; edit or delete a
        listing from there at any time.
      </p>
    ),
  },
  {
    question: 'Can buyers finance the purchase?',
    answer: (
      <p>
        Yes. We offer in-house financing with rates as low as 3.75% APR, a 5-minute application and funding often
        within 24 hours. All credit is welcome: see <Link to={PAGES.financing}>Financing</Link>.
      </p>
    ),
  },
  {
    question: 'How do I reach your team?',
    answer: (
      <p>
        Call or text {phone}, 7 days a week, or send a message from any listing. An associate answers your questions
        and arranges the next steps.
      </p>
    ),
  },
  {
    question: 'How do saved vehicles work?',
    answer: (
      <p>
        Tap the heart on a listing to save it. Without an account, saved vehicles stay in this browser only. When you
        are signed in they are kept with your account too: they show up on every device you sign in to, your home
        page lists them, and we email you when the price of one drops (every such email has a one-click unsubscribe
        link). Signing out clears them from this browser; they come back when you sign in again.
      </p>
    ),
  },
];

export default function FaqPage() {
  return (
    <StaticPage
      eyebrow="Help center"
      title="Frequently Asked Questions"
      lead="Answers about listing fees, how long a sale takes, how buyers pay and how our associates work for you."
    >
      <PageSection aria-labelledby="questions-title">
        <h2 id="questions-title">Questions and Answers</h2>
        <FaqAccordion items={FAQ_ITEMS} />
      </PageSection>
      <Callout>
        <div>
          <h2>Still have questions?</h2>
          <p>Call or text our sales line, 7 days a week, or list your car and let your associate take it from there.</p>
        </div>
        <ButtonRow>
          <SalesLineButton label="Call" />
          <ButtonLink to={PAGES.createListing} $variant="primary">
            Create a Listing
          </ButtonLink>
        </ButtonRow>
      </Callout>
    </StaticPage>
  );
}
