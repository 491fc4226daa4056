import { createHash } from 'node:crypto';
import EmailReplyParser from 'email-reply-parser';
import type { ParsedMail } from 'mailparser';
import { MESSAGE_MAX } from '@rl/contracts';
import type { InboundReply } from '../replies/inbound-reply.js';

/**
 * What a reply by mail adds to a thread. HTML-only mails are read as text (mailparser converts them);
 * charsets other than UTF-8 are decoded by mailparser; quoted history and signatures are removed with
 * email-reply-parser; attachments are dropped with a note.
 */
export function readReply(mail: ParsedMail, raw: Buffer): InboundReply {
  const text = (mail.text ?? '').replace(/\r\n/g, '\n');
  let visible = new EmailReplyParser().read(text).getVisibleText().trim();
  if (!visible && text.trim()) visible = text.trim();
  const files = mail.attachments.filter((a) => a.contentDisposition !== 'inline' || !a.related);
  const note = files.length
    ? `[${files.length} attachment${files.length > 1 ? 's' : ''} not kept: ${files.map((a) => a.filename ?? 'unnamed').join(', ')}. Attachments cannot be sent through this conversation.]`
    : '';
  const body = [visible || (note ? '' : '(no text)'), note].filter(Boolean).join('\n\n');
  const messageId = (mail.messageId ?? `<sha256-${createHash('sha256').update(raw).digest('hex')}@inbound>`).slice(0, 998);
  return { messageId, body: body.length > MESSAGE_MAX ? `${body.slice(0, MESSAGE_MAX - 1)}…` : body };
}
