import { SITE, telHref } from '@rl/web-kit';
import { Link } from 'react-router-dom';
import { PolicyDocument, type PolicySection } from './PolicyDocument';
import { StaticPage } from './StaticPage';
import { PAGES } from '@rl/contracts/pages';

/** Shown under the title; change it with the text. */
const TERMS_EFFECTIVE = 'November 2026';

const phone = <a href={telHref()}>{SITE.salesPhone.display}</a>;

const TERMS_SECTIONS: readonly PolicySection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are and What We Do',
    body: (
      <>
        <p>
          {SITE.name} is a marketplace for used premium vehicles. We publish listings after our team has reviewed
          them, and a dedicated associate of ours handles every inquiry, viewing and negotiation between buyers and
          sellers.
        </p>
        <p>
          We provide listing services only. We are not the owner or the seller of any vehicle, we do not collect
          funds or hold titles, and the buyer deals directly with the current titleholder to complete a sale.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your Account',
    body: (
      <ul>
        <li>You must be at least 18 years old and give us true, current details.</li>
        <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
        <li>Tell us at once if you think someone else has used your account.</li>
      </ul>
    ),
  },
  {
    id: 'listing-a-vehicle',
    title: 'Listing a Vehicle',
    body: (
      <>
        <p>When you list a vehicle you confirm that:</p>
        <ul>
          <li>you own it or are authorised by its owner to sell it;</li>
          <li>its VIN, mileage, condition, history and photos are true and your own, and nothing known is left out;</li>
          <li>the price is a real asking price for that vehicle.</li>
        </ul>
        <p>
          Every listing and every change to it is reviewed before it is published. We may decline, ask you to correct,
          or take down a listing that breaks these terms, and we keep a record of each decision.
        </p>
      </>
    ),
  },
  {
    id: 'buying-a-vehicle',
    title: 'Buying a Vehicle',
    body: (
      <ul>
        <li>Listings describe vehicles as their sellers present them; we check what we can but do not guarantee them.</li>
        <li>Have the vehicle inspected and its history checked before you buy. Our associate can help arrange both.</li>
        <li>Financing shown on the site is an estimate, not an offer: rates and terms depend on your credit and the lender.</li>
      </ul>
    ),
  },
  {
    id: 'messages-and-contact',
    title: 'Messages and Contact',
    body: (
      <p>
        When you send us a message about a vehicle, our team reads it and contacts you by the means you gave us. Do not
        use the contact forms to send advertising, to contact sellers directly, or to send anything unlawful or
        abusive.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <ul>
        <li>Do not copy listings or photos in bulk, scrape the site or overload it with automated requests.</li>
        <li>Do not try to get around the review of listings, the limits on the site, or anyone’s account.</li>
        <li>Do not post content that is false, infringes anyone’s rights, or is unlawful.</li>
      </ul>
    ),
  },
  {
    id: 'content-and-photos',
    title: 'Your Content and Photos',
    body: (
      <p>
        You keep the rights to the photos and text you upload. You allow us to show, resize and store them to publish
        and promote your listing while it is on the site, and for as long as the law requires a record of it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our Responsibility',
    body: (
      <p>
        We run the site with care but cannot promise it is always available or free of errors. To the extent the law
        allows, we are not liable for the condition of a vehicle, for what a buyer and a seller agree between
        themselves, or for indirect losses. Nothing in these terms limits rights you have as a consumer.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        How we collect and use personal information is described in our <Link to={PAGES.privacyPolicy}>Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and Contact',
    body: (
      <p>
        We will post any change to these terms on this page with a new effective date; continuing to use the site
        after that means you accept them. Questions? Call or text {phone}, 7 days a week.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  return (
    <StaticPage
      eyebrow={`Effective ${TERMS_EFFECTIVE}`}
      title="Terms of Service"
      lead={<>The rules for using {SITE.name}: accounts, listings, buying, and what we are responsible for.</>}
    >
      <PolicyDocument sections={TERMS_SECTIONS} />
    </StaticPage>
  );
}
