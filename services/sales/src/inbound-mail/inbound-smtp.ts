import type { AddressInfo } from 'node:net';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { Counter } from 'prom-client';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { LOGGER, metricsRegistry } from '@rl/service-kit';
import type { SalesEnv } from '../env.js';
import { ThreadTokens } from '../threads/thread-tokens.js';
import { SALES_ENV } from '../tokens.js';
import { readReply } from './read-reply.js';
import { tokenOfReplyAddress } from '../replies/reply-address.js';
import { StoreReply } from './store-reply.js';
import { SellerThreads } from '../seller-channel/seller-threads.js';

const inboundMail = new Counter({
  name: 'sales_inbound_mail_total',
  help: 'Mail to reply addresses by outcome: stored, duplicate, unknown-recipient (550 at RCPT), too-large, failed (451, retried by the sender)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** What an accepted recipient names: a buyer conversation (lead) or a listing's seller channel. */
type Target = { kind: 'lead'; id: number } | { kind: 'seller'; id: number };
/** The targets a session's accepted recipients name (kept on the session between RCPT and DATA). */
type Session = SMTPServerSession & { targets?: Target[] };

/**
 * The inbound SMTP listener (INBOUND_SMTP_PORT): buyers' replies to conversation mails, and sellers' replies
 * in the seller channel. A recipient is accepted only when it is `reply+<token>@MAIL_DOMAIN` with a valid
 * token of an existing lead or of a listing's seller thread (550 at RCPT
 * otherwise); mail over INBOUND_MAX_BYTES is refused (552); the answer is 250 only once the reply is stored,
 * 451 when it could not be (the sender tries again); a Message-ID already in the thread is not stored twice.
 */
@Injectable()
export class InboundSmtp implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server: SMTPServer | null = null;
  /** the port it listens on (tests and the launcher ask for 0: any free one) */
  port: number | null = null;

  constructor(
    private readonly tokens: ThreadTokens,
    private readonly replies: StoreReply,
    private readonly sellerThreads: SellerThreads,
    @Inject(SALES_ENV) private readonly env: SalesEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { INBOUND_SMTP_PORT: port, MAIL_DOMAIN: domain } = this.env;
    if (port === undefined || !domain) return;
    this.server = new SMTPServer({
      secure: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      size: this.env.INBOUND_MAX_BYTES,
      logger: false,
      banner: 'Remote Listings conversations',
      onRcptTo: (address, session, callback) => {
        this.recipient(address.address, domain).then((target) => {
          if (target === null) {
            inboundMail.inc({ outcome: 'unknown-recipient' });
            return callback(smtpError(550, 'No such recipient'));
          }
          const s = session as Session;
          s.targets = [...(s.targets ?? []), target];
          callback();
        }, () => callback(smtpError(451, 'Try again later')));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            inboundMail.inc({ outcome: 'too-large' });
            return callback(smtpError(552, 'Message too large'));
          }
          const raw = Buffer.concat(chunks);
          this.take(raw, (session as Session).targets ?? []).then(() => callback(), (err: unknown) => {
            inboundMail.inc({ outcome: 'failed' });
            this.logger.error({ err: (err as Error).message }, 'inbound reply not stored');
            callback(smtpError(451, 'Try again later'));
          });
        });
      },
    });
    this.server.on('error', (err) => this.logger.error({ err: err.message }, 'inbound SMTP error'));
    await new Promise<void>((resolve) => this.server!.listen(port, process.env.HOST ?? '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    this.logger.info({ port: this.port, domain }, 'inbound SMTP listening');
  }

  beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  private async recipient(address: string, domain: string): Promise<Target | null> {
    const token = tokenOfReplyAddress(address, domain);
    if (token === null) return null;
    const leadId = this.tokens.leadOf(token);
    if (leadId !== null) return (await this.replies.leadExists(leadId)) ? { kind: 'lead', id: leadId } : null;
    const listingId = this.tokens.listingOf(token);
    if (listingId !== null) return (await this.sellerThreads.listing(listingId)) ? { kind: 'seller', id: listingId } : null;
    return null;
  }

  private async take(raw: Buffer, targets: Target[]): Promise<void> {
    const reply = readReply(await simpleParser(raw), raw);
    const seen = new Set<string>();
    for (const t of targets) {
      if (seen.has(`${t.kind}:${t.id}`)) continue;
      seen.add(`${t.kind}:${t.id}`);
      const outcome = t.kind === 'lead' ? await this.replies.store(t.id, reply) : await this.sellerThreads.fromMail(t.id, reply);
      inboundMail.inc({ outcome });
    }
  }
}
