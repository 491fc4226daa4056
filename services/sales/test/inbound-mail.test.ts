import { InboundSmtp } from '../src/inbound-mail/inbound-smtp.js';
import { ThreadTokens } from '../src/threads/thread-tokens.js';
import { inquiry, startSales, type SalesTestContext } from './sales-app.js';
import { mail, sendRaw } from './smtp-dialog.js';

let ctx: SalesTestContext;
let port: number;
let leadId: number;
let address: string;
beforeAll(async () => {
  ctx = await startSales({ env: { INBOUND_SMTP_PORT: '0', INBOUND_MAX_BYTES: '20000' } });
  port = ctx.app.get(InboundSmtp).port!;
  leadId = (await ctx.event(inquiry({ listingId: 31 }))).body.leadId;
  address = `reply+${ctx.app.get(ThreadTokens).tokenFor(leadId)}@mail.example.com`;
});
afterAll(async () => { await ctx?.close(); });

const thread = () => ctx.sql<{ body: string; via: string; author: string; mail_message_id: string | null }>(
  'SELECT body, via, author, mail_message_id FROM $schema.messages WHERE lead_id = $1 ORDER BY id', [leadId],
);
let n = 0;
const headers = (extra: Record<string, string> = {}) => ({
  From: 'Bea Buyer <bea@example.com>', To: address, Subject: 'Re: your inquiry', Date: new Date().toUTCString(),
  'Message-ID': `<reply-${++n}-${Date.now()}@client.example.net>`, 'MIME-Version': '1.0', ...extra,
});

describe('replies by mail come back into the thread', () => {
  it('plain text with a quoted reply (Gmail style): 250 once stored, quote and signature stripped', async () => {
    const raw = mail({ ...headers(), 'Content-Type': 'text/plain; charset=utf-8' },
      'Saturday at 10 works for me.\n\nOn Mon, Nov 23, 2026 at 9:12 AM Ava <reply+x@mail.example.com> wrote:\n> Hi Bea, the car is available.\n> When can you come?\n\n-- \nBea\n');
    expect(await sendRaw(port, [address], raw)).toEqual({ rcpt: [250], data: 250 });
    const last = (await thread()).at(-1)!;
    expect(last).toMatchObject({ author: 'buyer', via: 'mail', body: 'Saturday at 10 works for me.' });
  });

  it('Outlook style (-----Original Message-----) and an HTML-only mail', async () => {
    const outlook = mail({ ...headers(), 'Content-Type': 'text/plain; charset=utf-8' },
      'Could you send the service records?\n\n-----Original Message-----\nFrom: Remote Listings\nSent: Monday\nSubject: Re: your inquiry\n\nHi Bea\n');
    expect((await sendRaw(port, [address], outlook)).data).toBe(250);
    expect((await thread()).at(-1)!.body).toBe('Could you send the service records?');
    const html = mail({ ...headers(), 'Content-Type': 'text/html; charset=utf-8' },
      '<html><body><p>Is the <b>price</b> negotiable?</p></body></html>');
    expect((await sendRaw(port, [address], html)).data).toBe(250);
    expect((await thread()).at(-1)!.body).toBe('Is the price negotiable?');
  });

  it('a non-UTF-8 charset is decoded (ISO-8859-1, quoted-printable)', async () => {
    const raw = mail({ ...headers(), 'Content-Type': 'text/plain; charset=iso-8859-1', 'Content-Transfer-Encoding': 'quoted-printable' },
      'Gr=FC=DFe aus M=FCnchen, ich komme am Samstag.');
    expect((await sendRaw(port, [address], raw)).data).toBe(250);
    expect((await thread()).at(-1)!.body).toBe('Grüße aus München, ich komme am Samstag.');
  });

  it('attachments are dropped with a note in the thread', async () => {
    const raw = mail({ ...headers(), 'Content-Type': 'multipart/mixed; boundary="b1"' }, [
      '--b1', 'Content-Type: text/plain; charset=utf-8', '', 'Here is my licence.', '',
      '--b1', 'Content-Type: image/jpeg; name="licence.jpg"', 'Content-Disposition: attachment; filename="licence.jpg"',
      'Content-Transfer-Encoding: base64', '', Buffer.from('not really a jpeg').toString('base64'), '--b1--', '',
    ].join('\n'));
    expect((await sendRaw(port, [address], raw)).data).toBe(250);
    const body = (await thread()).at(-1)!.body;
    expect(body).toContain('Here is my licence.');
    expect(body).toContain('licence.jpg');
    expect(body).toMatch(/attachment/i);
  });

  it('a retried delivery of the same Message-ID appears once', async () => {
    const h = headers();
    const raw = mail({ ...h, 'Content-Type': 'text/plain' }, 'Sent twice by a retrying server.');
    expect((await sendRaw(port, [address], raw)).data).toBe(250);
    expect((await sendRaw(port, [address], raw)).data).toBe(250);
    const rows = (await thread()).filter((m) => m.mail_message_id === h['Message-ID']);
    expect(rows).toHaveLength(1);
  });

  it('an unknown or tampered token is refused at RCPT with 550; nothing is stored', async () => {
    const before = (await thread()).length;
    const token = ctx.app.get(ThreadTokens).tokenFor(leadId);
    const flipped = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    const bad = [
      `reply+${flipped}@mail.example.com`,
      `reply+${ctx.app.get(ThreadTokens).tokenFor(999_999)}@mail.example.com`, // signed, but no such lead
      `reply+${token}@other.example.com`,
      `sales@mail.example.com`,
    ];
    for (const to of bad) expect(await sendRaw(port, [to], mail(headers(), 'hello'))).toEqual({ rcpt: [550], data: null });
    expect((await thread()).length).toBe(before);
  });

  it('oversized mail is refused; nothing is stored', async () => {
    const before = (await thread()).length;
    const res = await sendRaw(port, [address], mail(headers(), 'x'.repeat(30_000)));
    expect(res.data).toBe(552);
    expect((await thread()).length).toBe(before);
  });
});
