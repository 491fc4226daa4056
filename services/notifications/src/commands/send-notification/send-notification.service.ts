import { Inject, Injectable } from '@nestjs/common';
import type { NotificationAccepted, NotificationRequest } from '@rl/contracts';
import type { NotificationsEnv } from '../../env.js';
import { MailStore } from '../../mails/mail-store.js';
import { writeMessage } from '../../messages/messages.js';
import { Recipients } from '../../recipients/recipients.js';
import { MailDelivery } from '../../delivery/mail-delivery.js';
import { NOTIFICATIONS_ENV } from '../../tokens.js';

@Injectable()
export class SendNotificationService {
  constructor(
    private readonly store: MailStore,
    private readonly recipients: Recipients,
    private readonly delivery: MailDelivery,
    @Inject(NOTIFICATIONS_ENV) private readonly env: NotificationsEnv,
  ) {}

  /**
   * Writes the mail (recipient looked up now, so it goes to the address the user has today) and records it
   * under its dedupe key; a key seen before is not written again. Then makes the first attempt in this process
   * (retries go through the queue; a process gone meanwhile leaves the mail to the sweeper): a queue job per mail
   * cost this service about a third of a listing's creation (bench/capacity).
   */
  async accept(req: NotificationRequest): Promise<NotificationAccepted> {
    const known = await this.store.findByKey(req.dedupeKey);
    if (known) return { id: String(known.id), duplicate: true };
    const recipient = await this.recipients.resolve(req.to);
    if (!recipient) return { id: null, duplicate: false, skipped: 'recipient-gone' };
    const siteUrl = this.env.PUBLIC_URL.replace(/\/+$/, '');
    const written = writeMessage(req.event, { siteUrl, firstName: recipient.firstName, to: recipient.address });
    const { id, duplicate } = await this.store.accept({
      dedupeKey: req.dedupeKey, kind: req.event.kind, toAddress: recipient.address, ...written,
    });
    if (!duplicate) this.delivery.deliverSoon(id);
    return { id, duplicate };
  }
}
