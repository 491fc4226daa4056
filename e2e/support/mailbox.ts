import type { MailboxMessage } from '@rl/contracts';
import { waitUntil } from './wait.js';

/** Every mail the platform at `baseUrl` has sent (the development mailbox, newest last). */
async function mailbox(baseUrl: string): Promise<MailboxMessage[]> {
  return (await (await fetch(`${baseUrl}/dev/mailbox/messages.json`)).json()) as MailboxMessage[];
}

/**
 * Waits for the one mail to `to` that satisfies `match` (the mailbox is read again until it is there), and
 * fails when more than one does: each step of a test expects exactly one mail.
 */
export async function mailTo(baseUrl: string, to: string, match: (m: MailboxMessage) => boolean, what: string): Promise<MailboxMessage> {
  const found = await waitUntil(
    async () => (await mailbox(baseUrl)).filter((m) => m.to.includes(to) && match(m)),
    (list) => list.length > 0,
    `the mail to ${to}: ${what}`,
    30_000,
  );
  if (found.length !== 1) throw new Error(`expected one mail to ${to} (${what}), found ${found.length}: ${found.map((m) => m.subject).join(' | ')}`);
  return found[0]!;
}
