import nodemailer, { type Transporter } from 'nodemailer';
import { VIEWING_CALENDAR } from '@rl/contracts';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { MailEntity } from '../mails/mail.entity.js';

/** The METHOD of an iCalendar object (REQUEST, CANCEL, ...), REQUEST when it names none. */
export function calendarMethod(calendar: string): string {
  return /^METHOD:([A-Z-]+)\r?$/m.exec(calendar)?.[1] ?? 'REQUEST';
}

/** The SMTP server refused the message for good (5xx): sending it again would be refused again. */
export class PermanentMailError extends Error {}

export interface Mailer {
  send(mail: MailEntity): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL. Header values come from our own rows (subjects and names are single-line by
 * contract) and nodemailer encodes them, so nothing a user typed can add a header. The Message-ID is
 * derived from the dedupe key: a receiving server that sees the same mail twice can tell.
 */
export function smtpMailer(opts: { smtpUrl: string; from: string; timeoutMs: number; host: string }): Mailer {
  // pooled: kept-open SMTP connections (up to 5, 100 mails each) instead of a connect, greeting and EHLO per mail
  const options: SMTPPool.Options = {
    url: opts.smtpUrl,
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    connectionTimeout: opts.timeoutMs,
    greetingTimeout: opts.timeoutMs,
    socketTimeout: opts.timeoutMs,
  };
  const transport: Transporter = nodemailer.createTransport(options);
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: opts.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: `<${mail.dedupeKey.replace(/[^A-Za-z0-9._-]/g, '.')}@${opts.host}>`,
          // a calendar invitation: a text/calendar alternative (calendars offer to add or update the event) and invite.ics
          ...(mail.calendar ? { icalEvent: { method: calendarMethod(mail.calendar), filename: VIEWING_CALENDAR.filename, content: mail.calendar } } : {}),
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (typeof code === 'number' && code >= 500 && code < 600) {
          throw new PermanentMailError(`SMTP ${code}: ${(err as Error).message}`);
        }
        throw err;
      }
    },
    close: () => transport.close(),
  };
}
