import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { DEV_MAILBOX, MailboxMessageSchema, type MailboxMessage } from '@rl/contracts';

/** Mails kept (newest first); older ones are dropped. */
const MAILBOX_LIMIT = 500;
/** how often the mailbox file is written while mails arrive */
const PERSIST_MS = 1000;
/** Largest mail accepted over SMTP. */
const MAX_MAIL_BYTES = 25 * 1024 * 1024;
/** Largest reply form accepted (urlencoded). */
const MAX_REPLY_FORM_BYTES = 64 * 1024;
/** How long sending a reply to the platform's inbound listener may take. */
const REPLY_TIMEOUT_MS = 15_000;

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: what the services get as SMTP_URL */
  smtpUrl: string;
  /** `http://127.0.0.1:<port>`: serves `/dev/mailbox` (what the gateway gets as MAILBOX_URL) */
  httpUrl: string;
  stop(): Promise<void>;
}

/**
 * The development mail catcher of embedded mode: a real SMTP server on 127.0.0.1 (no TLS, any or no
 * credentials) that parses every mail and keeps the newest MAILBOX_LIMIT in memory and, within a second,
 * in `<dataDir>/mail/messages.json`, and an HTTP server showing them under `/dev/mailbox`. Never for production.
 */
export async function startMailCatcher(opts: {
  dataDir: string;
  smtpPort?: number;
  httpPort?: number;
  /**
   * `smtp://host:port` of the platform's inbound mail listeners (each sales replica's): a message page then
   * offers a reply form that sends the reply there, as the recipient would from their mail program. Tried
   * in turn, from a rotating start, until one takes the connection. Unset or empty: no reply form.
   */
  inboundSmtp?: string[];
}): Promise<MailCatcher> {
  const dir = join(opts.dataDir, 'mail');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'messages.json');
  let messages: MailboxMessage[] = loadMessages(file);

  // The mailbox is answered from memory; its file is a copy written at most every PERSIST_MS (one JSON of
  // up to MAILBOX_LIMIT mails per write: written per mail, it was most of the catcher's CPU under load).
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  const writeSnapshot = () => {
    timer = null;
    const snapshot = JSON.stringify(messages);
    writing = writing.then(async () => {
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, snapshot);
      await rename(tmp, file);
    }).catch((err: unknown) => console.error(`mail catcher: could not write ${file}: ${(err as Error).message}`));
    return writing;
  };
  const persistSoon = () => {
    timer ??= setTimeout(writeSnapshot, PERSIST_MS);
  };
  const flush = () => {
    if (timer) clearTimeout(timer);
    return writeSnapshot();
  };

  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // a client that sends credentials (SMTP_URL with user:pass) is let in with any of them
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    size: MAX_MAIL_BYTES,
    logger: false,
    banner: 'Remote Listings development mail catcher',
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the size limit'), { responseCode: 552 }));
            return;
          }
          messages = [toMessage(parsed, session), ...messages].slice(0, MAILBOX_LIMIT);
          persistSoon();
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  smtp.on('error', (err) => console.error(`mail catcher: SMTP error: ${err.message}`));

  const inbound = (opts.inboundSmtp ?? []).filter(Boolean);
  let nextInbound = 0;
  const reply = async (message: MailboxMessage, text: string): Promise<ReplyOutcome> => {
    const mail = replyMail(message, text);
    const start = nextInbound++;
    let lastError: unknown;
    for (let i = 0; i < inbound.length; i++) {
      const transport = nodemailer.createTransport({
        url: inbound[(start + i) % inbound.length],
        connectionTimeout: REPLY_TIMEOUT_MS, greetingTimeout: REPLY_TIMEOUT_MS, socketTimeout: REPLY_TIMEOUT_MS,
      } as Parameters<typeof nodemailer.createTransport>[0]);
      try {
        const info = await transport.sendMail(mail);
        return { ok: true, to: mail.to, response: String(info.response ?? '') };
      } catch (err) {
        lastError = err;
        // a listener that is not there (a replica restarting): the next one; an SMTP answer is final
        if ((err as { responseCode?: number }).responseCode) break;
      } finally {
        transport.close();
      }
    }
    const e = lastError as { message?: string; response?: string } | undefined;
    return { ok: false, to: mail.to, response: e?.response ?? e?.message ?? 'no inbound SMTP listener' };
  };

  const web = http.createServer((req, res) => {
    handleHttp(req, res, {
      list: () => messages,
      clear: async () => {
        messages = [];
        await flush();
      },
      reply: inbound.length ? reply : undefined,
    }).catch((err: Error) => {
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Internal Server Error');
      console.error(`mail catcher: ${err.message}`);
    });
  });

  const smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(opts.smtpPort ?? 0, '127.0.0.1', () => {
      smtp.server.off('error', reject);
      resolve((smtp.server.address() as AddressInfo).port);
    });
  });
  const httpPort = await new Promise<number>((resolve, reject) => {
    web.once('error', reject);
    web.listen(opts.httpPort ?? 0, '127.0.0.1', () => {
      web.off('error', reject);
      resolve((web.address() as AddressInfo).port);
    });
  }).catch(async (err: unknown) => {
    await new Promise<void>((r) => smtp.close(() => r()));
    throw err;
  });

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    async stop() {
      web.closeAllConnections();
      await Promise.all([
        new Promise<void>((r) => web.close(() => r())),
        new Promise<void>((r) => smtp.close(() => r())),
      ]);
      if (timer) await flush();
      await writing;
    },
  };
}

function loadMessages(file: string): MailboxMessage[] {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const parsed = MailboxMessageSchema.array().safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.slice(0, MAILBOX_LIMIT);
  } catch {
    // falls through
  }
  console.error(`mail catcher: ${file} is not a list of mails; starting with an empty mailbox`);
  return [];
}

function toMessage(parsed: ParsedMail, session: SMTPServerSession): MailboxMessage {
  const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
  const headerTo = [parsed.to, parsed.cc].flat().flatMap((a) => a?.value ?? []).map((a) => a.address ?? '').filter(Boolean);
  const mailFrom = session.envelope.mailFrom;
  return {
    id: randomUUID(),
    from: parsed.from?.text || (mailFrom ? mailFrom.address : ''),
    // who it was delivered to (Bcc included); the headers' addresses when the envelope had none
    to: envelopeTo.length > 0 ? envelopeTo : headerTo,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers: headersOf(parsed),
    date: (parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : new Date()).toISOString(),
    ...(parsed.attachments.length > 0 ? { attachments: attachmentsOf(parsed) } : {}),
  };
}

/** Attachments and calendar parts by name and type; the content of text ones (a viewing's `.ics`), at most 100 kB each. */
function attachmentsOf(parsed: ParsedMail): NonNullable<MailboxMessage['attachments']> {
  return parsed.attachments.map((a, i) => ({
    filename: a.filename ?? `attachment-${i + 1}`,
    contentType: a.contentType,
    content: a.contentType.startsWith('text/') || a.contentType === 'application/ics' ? a.content.toString('utf8').slice(0, 100_000) : '',
  }));
}

/** Every header once (lower-case name): decoded text where mailparser has it, the raw unfolded value otherwise. */
function headersOf(parsed: ParsedMail): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const decoded = parsed.headers.get(key);
    const value = typeof decoded === 'string' ? decoded : line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    out[key] = key in out && typeof decoded !== 'string' ? `${out[key]}, ${value}` : value;
  }
  return out;
}

// ---- HTTP: /dev/mailbox ----

interface ReplyOutcome {
  ok: boolean;
  /** the address the reply went to */
  to: string;
  /** the listener's answer (`250 ...`), or why it was not taken */
  response: string;
}

interface Store {
  list(): MailboxMessage[];
  clear(): Promise<void>;
  /** sends a reply to the message's Reply-To (or From) through the platform's inbound listener; unset: no replies */
  reply?: (message: MailboxMessage, text: string) => Promise<ReplyOutcome>;
}

/** The first address of a header value such as `"Name" <a@b>` or `a@b, c@d`. */
export function firstAddress(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const bracketed = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  if (bracketed) return bracketed[1];
  return /[^\s,;<>"]+@[^\s,;<>"]+/.exec(value)?.[0];
}

/** Where a reply to the message goes: its Reply-To, else its sender. */
export function replyAddress(m: MailboxMessage): string | undefined {
  return firstAddress(m.headers['reply-to']) ?? firstAddress(m.from);
}

/**
 * The reply as a mail program writes it: from the message's (first) recipient to its Reply-To, `Re:` subject,
 * `In-Reply-To` / `References` to the message, the text above the quoted original.
 */
export function replyMail(m: MailboxMessage, text: string) {
  const to = replyAddress(m) ?? '';
  const from = m.to[0] ?? 'someone@example.test';
  const messageId = m.headers['message-id'];
  const references = [m.headers['references'], messageId].filter(Boolean).join(' ');
  const quoted = m.text ? `\n\nOn ${when(m.date)}, ${m.from} wrote:\n${m.text.replace(/\r?\n$/, '').split(/\r?\n/).map((l) => `> ${l}`).join('\n')}\n` : '\n';
  return {
    from,
    to,
    subject: /^re:/i.test(m.subject) ? m.subject : `Re: ${m.subject}`,
    text: `${text.replace(/\r\n/g, '\n').trimEnd()}${quoted}`,
    ...(messageId ? { inReplyTo: messageId, references } : {}),
  };
}

/**
 * Reads an urlencoded body, null when it is over `limit` bytes (read to its end all the same: leaving the loop
 * early would destroy the request's socket before the answer).
 */
async function readForm(req: http.IncomingMessage, limit: number): Promise<URLSearchParams | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  return size > limit ? null : new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: http.ServerResponse, status: number, type: string, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  res.end(body);
}

async function handleHttp(req: http.IncomingMessage, res: http.ServerResponse, store: Store): Promise<void> {
  const path = (req.url ?? '/').split('?', 1)[0]!.replace(/\/+$/, '') || '/';
  const method = req.method ?? 'GET';
  const read = method === 'GET' || method === 'HEAD';
  const notAllowed = (allow: string) => send(res, 405, 'text/plain; charset=utf-8', 'Method Not Allowed', { Allow: allow });

  // POST /dev/mailbox/<id>/reply (the message page's form): the reply goes to the platform's inbound listener
  const replyPath = new RegExp(`^${DEV_MAILBOX.page}/([^/]+)/reply$`).exec(path);
  if (replyPath) {
    const message = findMessage(store, replyPath[1]!);
    if (!message || !store.reply) {
      req.resume();
      return send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
    }
    if (method !== 'POST') {
      req.resume();
      return notAllowed('POST');
    }
    // a form of another site must not send mail from here
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      req.resume();
      return send(res, 403, 'text/plain; charset=utf-8', 'Forbidden');
    }
    const form = await readForm(req, MAX_REPLY_FORM_BYTES);
    const text = form?.get('text') ?? '';
    if (!form) return send(res, 413, 'text/html; charset=utf-8', messagePage(message, store, { error: 'The reply is too long.' }));
    if (!text.trim()) return send(res, 400, 'text/html; charset=utf-8', messagePage(message, store, { error: 'Write a reply first.' }));
    const outcome = await store.reply(message, text);
    if (!outcome.ok) {
      return send(res, 502, 'text/html; charset=utf-8', messagePage(message, store, { error: `The reply to ${outcome.to} was not taken: ${outcome.response}`, draft: text }));
    }
    res.writeHead(303, { Location: `${DEV_MAILBOX.page}/${encodeURIComponent(message.id)}?replied=1`, 'Cache-Control': 'no-store' }).end();
    return;
  }
  req.resume();

  if (path === DEV_MAILBOX.messages) {
    if (method === 'DELETE') {
      await store.clear();
      res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      return;
    }
    if (!read) return notAllowed('GET, HEAD, DELETE');
    return send(res, 200, 'application/json; charset=utf-8', JSON.stringify(store.list()));
  }
  if (path === DEV_MAILBOX.page) {
    if (!read) return notAllowed('GET, HEAD');
    return send(res, 200, 'text/html; charset=utf-8', listPage(store.list()));
  }
  if (path.startsWith(`${DEV_MAILBOX.page}/`)) {
    const message = findMessage(store, path.slice(DEV_MAILBOX.page.length + 1));
    if (message) {
      if (!read) return notAllowed('GET, HEAD');
      const replied = new URLSearchParams((req.url ?? '').split('?')[1] ?? '').get('replied') === '1';
      return send(res, 200, 'text/html; charset=utf-8', messagePage(message, store, replied ? { sent: true } : {}));
    }
  }
  send(res, 404, 'text/plain; charset=utf-8', 'Not Found');
}

function findMessage(store: Store, encodedId: string): MailboxMessage | undefined {
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return undefined;
  }
  return store.list().find((m) => m.id === id);
}

// ---- pages: server-rendered, no scripts (the gateway's CSP forbids inline ones), inline CSS ----

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped text with its http(s) links made clickable (verification and reset links). */
const linkify = (s: string) =>
  escapeHtml(s).replace(/https?:\/\/[^\s<>"']+/g, (url) => {
    const trimmed = url.replace(/[.,;:!?)]+$/, '');
    return `<a href="${trimmed}" target="_blank" rel="noopener noreferrer">${trimmed}</a>${url.slice(trimmed.length)}`;
  });

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2430;background:#f4f5f7}
main{max-width:1100px;margin:0 auto;padding:16px}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:8px 16px;margin-bottom:12px}
h1{font-size:1.3rem;margin:0}
.note{color:#5b6573;font-size:.9rem}
a{color:#1457b8}
ul{list-style:none;margin:0;padding:0;background:#fff;border:1px solid #dde1e6;border-radius:8px}
li+li{border-top:1px solid #e7eaee}
li a{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:2px 16px;padding:12px 14px;text-decoration:none;color:inherit}
li a:hover,li a:focus{background:#eef3fb}
.subject{font-weight:600;color:#1457b8;overflow-wrap:anywhere}
.to{color:#5b6573;font-size:.9rem;overflow-wrap:anywhere;grid-column:1}
.date{color:#5b6573;font-size:.85rem;white-space:nowrap;grid-column:2;grid-row:1}
.empty{padding:24px;text-align:center;color:#5b6573;background:#fff;border:1px dashed #c9ced6;border-radius:8px}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 12px;margin:0 0 16px;background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:12px 14px}
dt{color:#5b6573}
dd{margin:0;overflow-wrap:anywhere}
h2{font-size:1rem;margin:20px 0 8px}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:12px 14px;margin:0;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
iframe{display:block;width:100%;height:70vh;min-height:320px;border:1px solid #dde1e6;border-radius:8px;background:#fff}
details{margin-top:20px}
.reply form{display:grid;gap:8px;background:#fff;border:1px solid #dde1e6;border-radius:8px;padding:12px 14px}
.reply label{font-weight:600;font-size:.9rem;overflow-wrap:anywhere}
.reply textarea{width:100%;font:inherit;padding:8px 10px;border:1px solid #c9ced6;border-radius:6px;resize:vertical}
.reply button{justify-self:start;min-height:40px;padding:0 18px;border:0;border-radius:6px;background:#1457b8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.ok{color:#1c6b35;font-weight:600}
.error{color:#b3261e;font-weight:600}
summary{cursor:pointer;font-weight:600}
@media (max-width:600px){
  main{padding:10px}
  li a{grid-template-columns:minmax(0,1fr)}
  .date{grid-column:1;grid-row:auto}
  dl{grid-template-columns:minmax(0,1fr)}
  dt{margin-top:6px}
}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function listPage(messages: MailboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<li><a href="${DEV_MAILBOX.page}/${encodeURIComponent(m.id)}">
<span class="subject">${escapeHtml(m.subject || '(no subject)')}</span>
<span class="to">To: ${escapeHtml(m.to.join(', ') || '(nobody)')}</span>
<time class="date" datetime="${escapeHtml(m.date)}">${escapeHtml(when(m.date))}</time>
</a></li>`,
    )
    .join('\n');
  return page(
    `Mailbox (${messages.length})`,
    `<header><h1>Development mailbox</h1>
<span class="note">${messages.length} mail${messages.length === 1 ? '' : 's'} caught, newest first · <a href="${DEV_MAILBOX.page}">Reload</a> · <a href="${DEV_MAILBOX.messages}">JSON</a></span></header>
<p class="note">Every mail the platform sent in embedded mode, caught by the local SMTP catcher. Nothing here left this machine.</p>
${messages.length ? `<ul>\n${items}\n</ul>` : '<p class="empty">No mail yet.</p>'}`,
  );
}

function replyForm(m: MailboxMessage, store: Store, state: { sent?: boolean; error?: string; draft?: string }): string {
  if (!store.reply) return '';
  const to = replyAddress(m);
  if (!to) return '';
  return `<section class="reply" aria-labelledby="reply-heading">
<h2 id="reply-heading">Reply</h2>
${state.sent ? `<p class="ok" role="status">Reply sent to ${escapeHtml(to)}.</p>` : ''}
${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
<form method="post" action="${DEV_MAILBOX.page}/${encodeURIComponent(m.id)}/reply">
<label for="reply-text">Your reply to ${escapeHtml(to)} (as ${escapeHtml(m.to[0] ?? 'the recipient')}, through the platform's inbound SMTP listener)</label>
<textarea id="reply-text" name="text" rows="5" required>${escapeHtml(state.draft ?? '')}</textarea>
<button type="submit">Send reply</button>
</form>
</section>`;
}

function messagePage(m: MailboxMessage, store: Store, state: { sent?: boolean; error?: string; draft?: string } = {}): string {
  const headerRows = Object.entries(m.headers)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('');
  // the mail's own HTML, sandboxed: no scripts, no same origin; its links open in a new tab
  const srcdoc = `<!doctype html><html><head><meta charset="utf-8"><base target="_blank"></head><body>${m.html}</body></html>`;
  return page(
    m.subject || '(no subject)',
    `<header><a href="${DEV_MAILBOX.page}">← All mails</a></header>
<h1>${escapeHtml(m.subject || '(no subject)')}</h1>
<dl>
<dt>From</dt><dd>${escapeHtml(m.from)}</dd>
<dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
<dt>Date</dt><dd><time datetime="${escapeHtml(m.date)}">${escapeHtml(when(m.date))}</time></dd>
</dl>
${m.html ? `<h2>HTML</h2>\n<iframe title="HTML body" sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(srcdoc)}"></iframe>` : ''}
<h2>Text</h2>
<pre>${m.text ? linkify(m.text) : '(no text part)'}</pre>
${(m.attachments ?? []).map((a) => `<h2>Attachment: ${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</h2>\n<pre>${escapeHtml(a.content || '(binary)')}</pre>`).join('\n')}
${replyForm(m, store, state)}
<details><summary>Headers</summary><dl>${headerRows}</dl></details>`,
  );
}
