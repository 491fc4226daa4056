import { PRODUCT, formatPrice, type NotificationEvent } from '@rl/contracts';
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
      ...(v ? [{ facts: [['Vehicle', v.title], ...(v.price !== null ? [['Price', formatPrice(v.price)] as [string, string]] : []), ['Link', `${siteUrl}/vehicles/${v.id}`]] as [string, string][] }] : []),
      { p: event.replyTo ? 'Simply answer this mail to reply, or open the conversation on our site.' : 'To reply, open the conversation on our site.' },
      { button: { label: 'Open the conversation', url: `${siteUrl}${event.threadPath}` } },
    ],
    reason: 'You receive this because you sent us an inquiry from our website.',
  };
}

/** The thread's reply address and a stable thread reference, so mail clients keep the conversation together. */
export function conversationHeaders(event: NotificationEvent, siteHost: string): Record<string, string> {
  if (event.kind !== 'conversation-message') return {};
  const root = `<lead-${event.leadId}@${siteHost}>`;
  return { ...(event.replyTo ? { 'Reply-To': event.replyTo } : {}), 'In-Reply-To': root, References: root };
}
