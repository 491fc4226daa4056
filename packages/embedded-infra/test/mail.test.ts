import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { DEV_MAILBOX, MailboxMessageSchema, type MailboxMessage } from '@rl/contracts';
import { startMailCatcher, type MailCatcher } from '../src/mail.js';

describe('development mail catcher', () => {
  let dataDir: string;
  let catcher: MailCatcher;

  const messages = async (c = catcher): Promise<MailboxMessage[]> => {
    const res = await fetch(`${c.httpUrl}${DEV_MAILBOX.messages}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return MailboxMessageSchema.array().parse(await res.json());
  };
  const send = (mail: SendMailOptions, url = catcher.smtpUrl) => {
    const transport = nodemailer.createTransport(url);
    return transport.sendMail({ from: '"Remote Listings" <no-reply@remotelistings.test>', ...mail }).finally(() => transport.close());
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mail-catcher-'));
    catcher = await startMailCatcher({ dataDir });
  });
  afterAll(async () => {
    await catcher?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on 127.0.0.1 for SMTP and HTTP', () => {
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.httpUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('catches a mail sent over SMTP and lists it with its parts and headers, newest first', async () => {
    await send({ to: 'first@example.test', subject: 'First', text: 'one' });
    const info = await send({
      to: 'Ann Buyer <ann@example.test>',
      subject: 'Your inquiry about the BMW M3 — received',
      text: 'Hello Ann,\nverify at https://example.test/verify?t=abc\n',
      html: '<p>Hello <b>Ann</b> &amp; <script>alert(1)</script></p>',
      headers: { 'X-RL-Kind': 'inquiry-receipt' },
    });
    expect(info.accepted).toEqual(['ann@example.test']);

    const list = await messages();
    expect(list.map((m) => m.subject)).toEqual(['Your inquiry about the BMW M3 — received', 'First']);
    const [m] = list;
    expect(m).toMatchObject({
      from: '"Remote Listings" <no-reply@remotelistings.test>',
      to: ['ann@example.test'],
      text: 'Hello Ann,\nverify at https://example.test/verify?t=abc\n',
      html: '<p>Hello <b>Ann</b> &amp; <script>alert(1)</script></p>',
    });
    expect(m!.headers['x-rl-kind']).toBe('inquiry-receipt');
    expect(m!.headers['subject']).toBe('Your inquiry about the BMW M3 — received');
    expect(m!.headers['message-id']).toBe(info.messageId);
    expect(Number.isNaN(Date.parse(m!.date))).toBe(false);
    expect(new Set(list.map((x) => x.id)).size).toBe(2);

    // kept on disk too, within a second
    const onDisk = () => {
      try {
        return (JSON.parse(readFileSync(join(dataDir, 'mail', 'messages.json'), 'utf8')) as MailboxMessage[]).map((x) => x.id);
      } catch {
        return [];
      }
    };
    const until = Date.now() + 3000;
    while (onDisk().length < list.length && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(onDisk()).toEqual(list.map((x) => x.id));
  });

  it('accepts a client that sends credentials, and delivers to every envelope recipient (Bcc too)', async () => {
    const url = catcher.smtpUrl.replace('smtp://', 'smtp://user:secret@');
    await send({ to: 'to@example.test', bcc: 'hidden@example.test', subject: 'With auth', text: 'x' }, url);
    const [m] = await messages();
    expect(m!.subject).toBe('With auth');
    expect(m!.to.sort()).toEqual(['hidden@example.test', 'to@example.test']);
  });

  it('renders the list and each mail as HTML without scripts, escaping what the mail says', async () => {
    const [m] = (await messages()).filter((x) => x.subject.startsWith('Your inquiry'));
    const list = await fetch(`${catcher.httpUrl}${DEV_MAILBOX.page}`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^text\/html/);
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="${DEV_MAILBOX.page}/${m!.id}"`);
    expect(listHtml).toContain('ann@example.test');
    expect(listHtml).not.toMatch(/<script|src="http|href="http/i);

    const detail = await fetch(`${catcher.httpUrl}${DEV_MAILBOX.page}/${m!.id}`);
    expect(detail.status).toBe(200);
    const html = await detail.text();
    // the mail's HTML only inside a sandboxed srcdoc (escaped), never as markup of the page
    expect(html).toMatch(/<iframe [^>]*sandbox="[^"]*"[^>]*srcdoc="[^"]*&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/sandbox="[^"]*allow-scripts/);
    expect(html).toContain('<a href="https://example.test/verify?t=abc"');

    expect((await fetch(`${catcher.httpUrl}${DEV_MAILBOX.page}/nope`)).status).toBe(404);
    expect((await fetch(`${catcher.httpUrl}/elsewhere`)).status).toBe(404);
  });

  it('keeps the mails across restarts, and DELETE empties the mailbox', async () => {
    const before = await messages();
    await catcher.stop();
    catcher = await startMailCatcher({ dataDir });
    expect((await messages()).map((m) => m.id)).toEqual(before.map((m) => m.id));

    const del = await fetch(`${catcher.httpUrl}${DEV_MAILBOX.messages}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(await messages()).toEqual([]);
    expect(JSON.parse(readFileSync(join(dataDir, 'mail', 'messages.json'), 'utf8'))).toEqual([]);
    expect(await (await fetch(`${catcher.httpUrl}${DEV_MAILBOX.page}`)).text()).toContain('No mail yet.');
  });
});
