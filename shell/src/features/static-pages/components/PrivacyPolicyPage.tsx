import { SITE, telHref } from '@rl/web-kit';
import { PolicyDocument, type PolicySection } from './PolicyDocument';
import { StaticPage } from './StaticPage';

/** Shown under the title; change it with the text. */
const PRIVACY_EFFECTIVE = 'November 2026';

const phone = <a href={telHref()}>{SITE.salesPhone.display}</a>;

/** Spec §2: 11 sections. */
const PRIVACY_SECTIONS: readonly PolicySection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect the information you give us and a small amount of technical information:</p>
        <ul>
          <li>Account details: your name, e-mail address and password (stored only as a secure hash).</li>
          <li>
            Listing details: the vehicle’s description, VIN, photos, location and the contact phone and e-mail you
            provide for your listing.
          </li>
          <li>Messages: your name, e-mail, phone number and message when you contact us about a vehicle.</li>
          <li>Technical data: IP address, browser type, pages visited and request logs, used to run and secure the site.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and manage your account and publish your listings after review;</li>
          <li>let your dedicated associate handle buyer inquiries, negotiation and screening for you;</li>
          <li>answer your messages, calls and texts, and help buyers apply for financing when they ask us to;</li>
          <li>keep the platform safe, prevent fraud and meet our legal obligations.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'we-do-not-sell-your-data',
    title: 'We Do Not Sell Your Data',
    body: (
      <p>
        We do not sell, rent or trade your personal information to anyone, and we do not share it for others’
        advertising.
      </p>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Information',
    body: (
      <>
        <p>
          Public listings show the vehicle, its photos and its general location; your contact details are never shown
          to buyers. We share personal information only:
        </p>
        <ul>
          <li>with service providers that host, store or deliver messages for us, bound to use it only for that;</li>
          <li>with a lending partner, when you ask us to arrange financing;</li>
          <li>when the law requires it, or to protect the rights and safety of our users and our business.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        Information travels over encrypted connections, passwords are stored only as secure hashes, and access to
        personal information is limited to the staff who need it to serve you. No system is perfectly secure, but we
        work to protect your information and review our safeguards regularly.
      </p>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep account information while your account is open, and listing and transaction records for as long as
        we need them to provide our services and meet legal, tax and accounting requirements. After that we delete
        the information or make it anonymous.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    body: (
      <p>
        You can ask to see, correct or delete the personal information we hold about you, or ask us to stop using it
        for a purpose. Depending on your state of residence you may have additional rights, and we will not treat you
        differently for using them. Call or text {phone} and we will answer within 30 days.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <p>
        We use one essential cookie to keep you signed in; the site cannot work without it. Vehicles you save are kept
        in your browser’s local storage. When you are signed in, we also keep them, and the searches you save, with
        your account, so that they follow you to other devices and we can email you new matches and price drops; every
        such email has a link that stops it, and your dashboard lets you pause or delete a saved search. We do not use
        third-party advertising cookies.
      </p>
    ),
  },
  {
    id: 'text-messages',
    title: 'Text Messages (SMS)',
    body: (
      <p>
        If you text us or give us your mobile number, we may send you text messages about your listing or inquiry.
        Message and data rates may apply. You can opt out at any time by replying STOP; reply HELP for help. We never
        share your mobile number for marketing.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children’s Privacy',
    body: (
      <p>
        Our services are not directed to children under 13, and we do not knowingly collect personal information
        from children under 13. If you believe a child has given us information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and Contact',
    body: (
      <p>
        We will post any change to this policy on this page with a new effective date. Questions about your privacy?
        Call or text {phone}, 7 days a week.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      eyebrow={`Effective ${PRIVACY_EFFECTIVE}`}
      title="Privacy Policy"
      lead={
        <>
          What we collect, how we use it, and your choices. We never sell your data. Questions? Call {SITE.salesPhone.display}.
        </>
      }
    >
      <PolicyDocument sections={PRIVACY_SECTIONS} />
    </StaticPage>
  );
}
