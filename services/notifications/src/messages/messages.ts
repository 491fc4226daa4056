import { PAGES, ACCOUNT_PAGES, ACCOUNT_TOKEN_TTL, PRODUCT, STAFF_INVITE_TTL_HOURS, formatPrice, type NotificationEvent } from '@rl/contracts';
import { viewingLetter } from './viewing-message.js';
import { write, type Block, type Letter, type Written } from './layout.js';
import { alertHeaders, alertLetter } from './alert-messages.js';
import { sellerSummaryLetter } from './seller-summary-message.js';
import { changesRequestedLetter } from './changes-requested-message.js';
import { conversationHeaders, conversationLetter, sellerMessageLetter } from './conversation-message.js';
import { expiryReminderLetter } from './expiry-reminder-message.js';
import { revisionLetter } from './revision-messages.js';
import { offerReceivedLetter, soldElsewhereLetter, underOfferLetter } from './pipeline-messages.js';

export interface WriteContext {
  /** the site's address, without a trailing slash */
  siteUrl: string;
  /** the recipient's first name, when known */
  firstName: string | null;
  /** the address the mail goes to (some messages say it) */
  to: string;
}

type Vehicle = { id: number; title: string; price: number | null };

const phone = PRODUCT.salesPhone.display;
const vehicleUrl = (ctx: WriteContext, v: Vehicle) => `${ctx.siteUrl}${PAGES.vehicle(v.id)}`;
const vehicleFacts = (ctx: WriteContext, v: Vehicle): Block => ({
  facts: [['Vehicle', v.title], ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : []), ['Link', vehicleUrl(ctx, v)]],
});
const tokenUrl = (ctx: WriteContext, page: string, token: string) => `${ctx.siteUrl}${page}?token=${encodeURIComponent(token)}`;

const SELLER_REASON = 'You receive this because you listed a vehicle on our marketplace.';
const ACCOUNT_REASON = 'You receive this because of a change to your account. If it was not you, call us.';

/** Subject and body of every message the platform sends (see contracts' NotificationEvent). */
export function writeMessage(event: NotificationEvent, ctx: WriteContext): Written & { headers: Record<string, string>; calendar: string | null } {
  const greeting = ctx.firstName ? `Hi ${ctx.firstName},` : 'Hello,';
  const siteHost = new URL(ctx.siteUrl).hostname;
  return {
    ...write(letter(event, ctx, greeting), ctx.siteUrl),
    headers: { ...alertHeaders(event, ctx.siteUrl), ...conversationHeaders(event, siteHost) },
    // a viewing's invitation travels with its mail (mailer.ts sends it as text/calendar and invite.ics)
    calendar: event.kind === 'viewing-invitation' ? event.calendar : null,
  };
}

function letter(event: NotificationEvent, ctx: WriteContext, greeting: string): Letter {
  switch (event.kind) {
    case 'viewing-invitation':
      return viewingLetter(event, ctx.siteUrl, greeting);
    case 'inquiry-receipt': {
      const about = event.vehicle ? `the ${event.vehicle.title}` : 'your question';
      return {
        subject: event.vehicle ? `We received your inquiry about the ${event.vehicle.title}` : `We received your message`,
        greeting: `Hi ${event.name},`,
        blocks: [
          { p: `Thank you for contacting ${PRODUCT.name} about ${about}. A member of our sales team will reply within one business day, usually much sooner.` },
          ...(event.vehicle ? [vehicleFacts(ctx, event.vehicle)] : []),
          { p: 'What happens next: our associate checks the car\'s availability with its owner, answers your questions and, when you are ready, arranges a viewing or a test drive. We mediate the whole sale: you never need to deal with a stranger alone.' },
          { p: `Prefer to talk now? Call or text our sales line at ${phone}, 7 days a week.` },
          { small: 'Your message:' },
          { quote: event.message },
        ],
        reason: 'You receive this because you sent us a message from our website.',
      };
    }
    case 'inquiry-sales':
      return {
        subject: `New inquiry #${event.inquiryId}${event.vehicle ? `: ${event.vehicle.title}` : ''} from ${event.name}`,
        greeting: 'New inquiry for the sales team.',
        blocks: [
          { facts: [['Name', event.name], ['Email', event.email], ['Phone', event.phone ?? 'not given'], ['Inquiry', `#${event.inquiryId}`]] },
          ...(event.vehicle ? [vehicleFacts(ctx, event.vehicle)] : [{ p: 'General question (no vehicle).' }]),
          { quote: event.message },
          { button: { label: 'Open the inquiries', url: `${ctx.siteUrl}${PAGES.admin}` } },
        ],
        reason: 'Sent to the sales inbox for every inquiry.',
      };
    case 'listing-received':
      return {
        subject: `We received your listing: ${event.vehicle.title}`,
        greeting,
        blocks: [
          { p: `Thank you for listing your ${event.vehicle.title}. It is now waiting for review: our team checks every listing before it goes public, usually within one business day.` },
          vehicleFacts(ctx, event.vehicle),
          { p: 'We will email you as soon as it is approved. You can follow its status on your dashboard.' },
          { button: { label: 'Open my dashboard', url: `${ctx.siteUrl}${PAGES.dashboard}` } },
        ],
        reason: SELLER_REASON,
      };
    case 'listing-approved':
      return {
        subject: `Your ${event.vehicle.title} is now live`,
        greeting,
        blocks: [
          { p: `Good news: your ${event.vehicle.title} has been approved and buyers can now find it.` },
          vehicleFacts(ctx, event.vehicle),
          { button: { label: 'See your public listing', url: vehicleUrl(ctx, event.vehicle) } },
          { p: `Our sales team answers every buyer and will call you when someone is serious. Questions? Call ${phone}.` },
        ],
        reason: SELLER_REASON,
      };
    case 'listing-rejected':
      return {
        subject: `Your listing was rejected: ${event.vehicle.title}`,
        greeting,
        blocks: [
          { p: `We reviewed your ${event.vehicle.title} and rejected it: buyers cannot see it.` },
          ...(event.reason
            ? [{ small: 'Why it was rejected:' }, { quote: event.reason }]
            : [{ p: `Call us at ${phone} and we will tell you why.` }]),
          { p: 'If you can put right what stopped it, change the listing from your dashboard and it will be reviewed again.' },
          { button: { label: 'Open my dashboard', url: `${ctx.siteUrl}${PAGES.dashboard}` } },
          { p: `Questions about the decision? Call ${phone}.` },
        ],
        reason: SELLER_REASON,
      };
    case 'listing-sold':
      return {
        subject: `Your ${event.vehicle.title} is marked as sold`,
        greeting,
        blocks: [
          { p: `Your ${event.vehicle.title} is now marked as sold. Congratulations, and thank you for selling with ${PRODUCT.name}.` },
          vehicleFacts(ctx, event.vehicle),
          { p: `If this is a mistake, call us at ${phone}.` },
        ],
        reason: SELLER_REASON,
      };
    case 'verify-email':
      return {
        subject: `Confirm your email address for ${PRODUCT.name}`,
        greeting,
        blocks: [
          { p: `Welcome to ${PRODUCT.name}. Please confirm that ${ctx.to} is your email address, so we can reach you about your listings and inquiries.` },
          { button: { label: 'Confirm my email', url: tokenUrl(ctx, ACCOUNT_PAGES.verifyEmail, event.token) } },
          { small: `The link works for ${ACCOUNT_TOKEN_TTL.verifyEmailHours} hours. If you did not create an account, ignore this mail.` },
        ],
        reason: 'You receive this because this address was used to create an account.',
      };
    case 'confirm-new-email':
      return {
        subject: `Confirm your new email address for ${PRODUCT.name}`,
        greeting,
        blocks: [
          { p: `You asked to use ${ctx.to} for your ${PRODUCT.name} account. Open the link below to confirm; until then your account keeps its old address.` },
          { button: { label: 'Confirm my new email', url: tokenUrl(ctx, ACCOUNT_PAGES.verifyEmail, event.token) } },
          { small: `The link works for ${ACCOUNT_TOKEN_TTL.verifyEmailHours} hours. If you did not ask for this, ignore this mail.` },
        ],
        reason: ACCOUNT_REASON,
      };
    case 'staff-invite':
      return {
        subject: `You are invited to the ${PRODUCT.name} team`,
        greeting,
        blocks: [
          { p: `${event.invitedBy} invited you to join the ${PRODUCT.name} team as ${event.role === 'admin' ? 'an administrator' : event.role === 'associate' ? 'an associate (the sales desk)' : 'a moderator (listing review)'}. Choose your password with the link below; then sign in with ${ctx.to} and open the admin area.` },
          { button: { label: 'Choose my password', url: tokenUrl(ctx, ACCOUNT_PAGES.resetPassword, event.token) } },
          { small: `The link works for ${STAFF_INVITE_TTL_HOURS} hours and only once. If you did not expect this invitation, ignore this mail.` },
        ],
        reason: 'You receive this because an administrator invited this address to the team.',
      };
    case 'reset-password':
      return {
        subject: `Reset your ${PRODUCT.name} password`,
        greeting,
        blocks: [
          { p: 'Someone (hopefully you) asked to reset the password of your account. Choose a new password with the link below.' },
          { button: { label: 'Choose a new password', url: tokenUrl(ctx, ACCOUNT_PAGES.resetPassword, event.token) } },
          { small: `The link works for ${ACCOUNT_TOKEN_TTL.resetPasswordMinutes} minutes and only once. If you did not ask for it, ignore this mail: your password stays as it is.` },
        ],
        reason: ACCOUNT_REASON,
      };
    case 'password-changed':
      return {
        subject: `Your ${PRODUCT.name} password was changed`,
        greeting,
        blocks: [
          { p: 'The password of your account was just changed, and every other session was signed out.' },
          { p: `If this was not you, reset your password at once and call us at ${phone}.` },
          { button: { label: 'Reset my password', url: `${ctx.siteUrl}${ACCOUNT_PAGES.forgotPassword}` } },
        ],
        reason: ACCOUNT_REASON,
      };
    case 'failed-sign-ins':
      return {
        subject: `Failed sign-in attempts on your ${PRODUCT.name} account`,
        greeting,
        blocks: [
          { p: `Someone entered a wrong password for your account ${event.attempts} times in the last quarter of an hour.` },
          { p: 'We slow further attempts down; you can still sign in as usual. If this was not you, your password kept them out; choose a new one if it is short or used elsewhere.' },
          { button: { label: 'Choose a new password', url: `${ctx.siteUrl}${ACCOUNT_PAGES.forgotPassword}` } },
          { p: `Questions? Call us at ${phone}.` },
        ],
        reason: ACCOUNT_REASON,
      };
    case 'email-changed':
      return {
        subject: `Your ${PRODUCT.name} email address was changed`,
        greeting,
        blocks: [
          { p: `The email address of your account was changed from ${ctx.to} to ${event.newEmail}. Mail about your account now goes there.` },
          { p: `If this was not you, call us at once at ${phone}.` },
        ],
        reason: 'You receive this at your previous address so that you know about the change.',
      };
    case 'account-deleted':
      return {
        subject: `Your ${PRODUCT.name} account has been deleted`,
        greeting,
        blocks: [
          { p: 'Your account and its personal data have been deleted, and your listings were taken down. Messages you sent to our sales team are kept without your name or contact details.' },
          { p: `Thank you for using ${PRODUCT.name}. You are welcome back any time.` },
        ],
        reason: 'This is the last mail we send to this address.',
      };
    case 'saved-search-match':
    case 'price-drop':
      return alertLetter(event, ctx.siteUrl, greeting);
    case 'seller-weekly-summary':
      return sellerSummaryLetter(event, ctx.siteUrl, greeting);
    case 'conversation-message':
      return conversationLetter(event, ctx.siteUrl, greeting);
    case 'lead-overdue':
      return {
        subject: `Overdue: ${event.buyerName} is waiting for an answer${event.vehicle ? ` about the ${event.vehicle.title}` : ''}`,
        greeting,
        blocks: [
          { p: `${event.buyerName}'s inquiry${event.vehicle ? ` about the ${event.vehicle.title}` : ''} was due a first answer at ${new Date(event.dueAt).toUTCString()} and is still unanswered.` },
          { p: 'Please answer it now. Until you do, any other associate on the desk may take it.' },
          { button: { label: 'Open the sales desk', url: `${ctx.siteUrl}${PAGES.admin}` } },
        ],
        reason: 'You receive this because you are the associate of this lead.',
      };
    case 'offer-received':
      return offerReceivedLetter(event, ctx.siteUrl, greeting);
    case 'car-under-offer':
      return underOfferLetter(event, ctx.siteUrl, greeting);
    case 'car-sold-elsewhere':
      return soldElsewhereLetter(event, ctx.siteUrl, greeting);
    case 'seller-message':
      return sellerMessageLetter(event, ctx.siteUrl, greeting);
    case 'listing-changes-requested':
      return changesRequestedLetter(event, ctx.siteUrl, greeting);
    case 'listing-expiry-reminder':
      return expiryReminderLetter(event, ctx.siteUrl, greeting);
    case 'revision-approved':
    case 'revision-rejected':
      return revisionLetter(event, ctx.siteUrl, greeting);
  }
}
