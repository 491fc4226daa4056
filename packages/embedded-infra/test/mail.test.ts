import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { SMTPServer } from 'smtp-server';
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

// Issue 24, point 5: in embedded mode a person replies to any mail the mailbox shows, through the platform's
// own inbound SMTP listener (here a stand-in that keeps what it is given and refuses unknown recipients).
describe('development mail catcher: replying from the mailbox', () => {
  let dataDir: string;
  let catcher: MailCatcher;
  let plain: MailCatcher;
  let inbound: SMTPServer;
  let inboundUrl: string;
  const received: { from: string; to: string[]; parsed: ParsedMail }[] = [];

  const messages = async (c: MailCatcher): Promise<MailboxMessage[]> =>
    MailboxMessageSchema.array().parse(await (await fetch(`${c.httpUrl}${DEV_MAILBOX.messages}`)).json());
  const send = (c: MailCatcher, mail: SendMailOptions) => {
    const transport = nodemailer.createTransport(c.smtpUrl);
    return transport.sendMail({ from: '"Remote Listings" <no-reply@remotelistings.test>', ...mail }).finally(() => transport.close());
  };
  const postReply = (c: MailCatcher, id: string, text: string, headers: Record<string, string> = {}) =>
    fetch(`${c.httpUrl}${DEV_MAILBOX.page}/${id}/reply`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams({ text }),
    });

  beforeAll(async () => {
    inbound = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onRcptTo(address, _session, callback) {
        if (/^reply\+[a-z0-9]+@mail\.example\.test$/.test(address.address)) return callback();
        callback(Object.assign(new Error('No such conversation'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        simpleParser(stream).then((parsed) => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), parsed });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((r) => inbound.listen(0, '127.0.0.1', () => r()));
    inboundUrl = `smtp://127.0.0.1:${(inbound.server.address() as AddressInfo).port}`;
    // a port nobody listens on first: a replica that is away is passed over
    const dead = net.createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', () => r()));
    const deadUrl = `smtp://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise<void>((r) => dead.close(() => r()));
    dataDir = mkdtempSync(join(tmpdir(), 'mail-catcher-reply-'));
    catcher = await startMailCatcher({ dataDir, inboundSmtp: [deadUrl, inboundUrl] });
    plain = await startMailCatcher({ dataDir: mkdtempSync(join(tmpdir(), 'mail-catcher-plain-')) });
  });
  afterAll(async () => {
    await catcher?.stop();
    await plain?.stop();
    await new Promise<void>((r) => (inbound ? inbound.close(() => r()) : r()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a reply form on a message page and sends the reply to its Reply-To through the inbound listener', async () => {
    const info = await send(catcher, {
      to: 'Bea Buyer <bea@example.test>', replyTo: 'Remote Listings <reply+abc123@mail.example.test>',
      subject: 'Your inquiry: 2019 BMW M3', text: 'Hi Bea,\nthe car is available.\n',
    });
    const [m] = await messages(catcher);
    const page = await (await fetch(`${catcher.httpUrl}${DEV_MAILBOX.page}/${m!.id}`)).text();
    expect(page).toContain(`<form method="post" action="${DEV_MAILBOX.page}/${m!.id}/reply">`);
    expect(page).toContain('Your reply to reply+abc123@mail.example.test');
    expect(page).not.toContain('<script');

    const res = await postReply(catcher, m!.id, 'Saturday at 10 works for me.', { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${DEV_MAILBOX.page}/${m!.id}?replied=1`);
    expect(received).toHaveLength(1);
    const [r] = received;
    expect(r!.from).toBe('bea@example.test');
    expect(r!.to).toEqual(['reply+abc123@mail.example.test']);
    expect(r!.parsed.subject).toBe('Re: Your inquiry: 2019 BMW M3');
    expect(r!.parsed.inReplyTo).toBe(info.messageId);
    expect(r!.parsed.text).toMatch(/^Saturday at 10 works for me\.\n\nOn .+ wrote:\n> Hi Bea,\n> the car is available\.\n$/);
    const after = await (await fetch(`${catcher.httpUrl}${res.headers.get('location')}`)).text();
    expect(after).toContain('Reply sent to reply+abc123@mail.example.test.');
    // the reply left the mailbox for the platform: it is not one of the caught mails
    expect((await messages(catcher)).map((x) => x.id)).toEqual([m!.id]);
  });

  it('says why when the listener refuses the reply, asks for a text, and refuses other sites\' forms', async () => {
    await send(catcher, { to: 'ann@example.test', subject: 'Welcome', text: 'Hello' });
    const [m] = await messages(catcher);
    const refused = await postReply(catcher, m!.id, 'Thanks!');
    expect(refused.status).toBe(502);
    const html = await refused.text();
    expect(html).toMatch(/The reply to no-reply@remotelistings\.test was not taken: 550 No such conversation/);
    expect(html).toContain('>Thanks!</textarea>');
    expect((await postReply(catcher, m!.id, '  ')).status).toBe(400);
    const tooLong = await postReply(catcher, m!.id, 'x'.repeat(70 * 1024));
    expect(tooLong.status).toBe(413);
    expect(await tooLong.text()).toContain('The reply is too long.');
    expect((await postReply(catcher, m!.id, 'x', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await fetch(`${catcher.httpUrl}${DEV_MAILBOX.page}/${m!.id}/reply`)).status).toBe(405);
    expect((await postReply(catcher, 'nope', 'x')).status).toBe(404);
    expect(received).toHaveLength(1);
  });

  it('has no reply form without inbound listeners', async () => {
    await send(plain, { to: 'ann@example.test', replyTo: 'reply+abc123@mail.example.test', subject: 'Hi', text: 'Hello' });
    const [m] = await messages(plain);
    expect(await (await fetch(`${plain.httpUrl}${DEV_MAILBOX.page}/${m!.id}`)).text()).not.toContain('<form');
    expect((await postReply(plain, m!.id, 'x')).status).toBe(404);
  });
});
