import { PAGES, PRODUCT, formatPrice, type NotificationEvent } from '@rl/contracts';
import type { Letter } from './layout.js';

type ConversationMessage = Extract<NotificationEvent, { kind: 'conversation-message' }>;

/** An associate's answer to a buyer: the message, the car, the thread's page; answering the mail reaches the associate. */
export function conversationLetter(event: ConversationMessage, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  return {
    subject: v ? `Re: your inquiry about the ${v.title}` : 'Re: your message',
    greeting,
    blocks: [
      { p: `${event.associateName} of ${PRODUCT.name} wrote:` },
      { quote: event.body },
      ...(v ? [{ facts: [['Vehicle', v.title], ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : []), ['Link', `${siteUrl}${PAGES.vehicle(v.id)}`]] as [string, string][] }] : []),
      { p: event.replyTo ? 'Simply answer this mail to reply, or open the conversation on our site.' : 'To reply, open the conversation on our site.' },
      { button: { label: 'Open the conversation', url: `${siteUrl}${event.threadPath}` } },
    ],
    reason: 'You receive this because you sent us an inquiry from our website.',
  };
}

type SellerMessage = Extract<NotificationEvent, { kind: 'seller-message' }>;

/** The associate's message to a listing's seller (the seller channel): answering the mail reaches the associate. */
export function sellerMessageLetter(event: SellerMessage, siteUrl: string, greeting: string): Letter {
  const v = event.vehicle;
  return {
    subject: `About your ${v.title}`,
    greeting,
    blocks: [
      { p: `${event.associateName}, the ${PRODUCT.name} associate for your ${v.title}, wrote:` },
      { quote: event.body },
      { p: event.replyTo ? 'Simply answer this mail to reply, or answer from your dashboard.' : 'To reply, open your dashboard.' },
      { button: { label: 'Open my dashboard', url: `${siteUrl}${PAGES.dashboard}` } },
    ],
    reason: 'You receive this because you listed a vehicle on our marketplace.',
  };
}

/** The thread's reply address and a stable thread reference, so mail clients keep the conversation together. */
export function conversationHeaders(event: NotificationEvent, siteHost: string): Record<string, string> {
  if (event.kind !== 'conversation-message' && event.kind !== 'seller-message') return {};
  const root = event.kind === 'conversation-message' ? `<lead-${event.leadId}@${siteHost}>` : `<listing-${event.listingId}-seller@${siteHost}>`;
  return { ...(event.replyTo ? { 'Reply-To': event.replyTo } : {}), 'In-Reply-To': root, References: root };
}
