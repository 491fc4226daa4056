import { PRODUCT } from '@rl/contracts';

/**
 * A mail is a list of blocks; each renders to HTML (inline styles, one column of at most 560 px: readable
 * on a phone) and to plain text. Every value is escaped here, so templates never build HTML themselves.
 */
export type Block =
  | { p: string }
  | { button: { label: string; url: string } }
  | { facts: [label: string, value: string][] }
  | { quote: string }
  | { small: string };

export interface Written {
  subject: string;
  text: string;
  html: string;
}

export interface Letter {
  subject: string;
  /** first line: "Hi Ada," (no name: "Hello,") */
  greeting: string;
  blocks: Block[];
  /** why this person gets this mail, in the footer */
  reason: string;
  /** one-click unsubscribe page, for alerts */
  unsubscribeUrl?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only http(s) links are ever written into a mail. */
const safeUrl = (url: string) => (/^https?:\/\//.test(url) ? url : '#');

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(b: Block): string {
  if ('p' in b) return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933">${escapeHtml(b.p)}</p>`;
  if ('small' in b) return `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#52606d">${escapeHtml(b.small)}</p>`;
  if ('quote' in b) {
    const lines = escapeHtml(b.quote).replace(/\r?\n/g, '<br>');
    return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #cbd2d9;background:#f5f7fa;font-size:15px;line-height:1.5;color:#323f4b">${lines}</blockquote>`;
  }
  if ('button' in b) {
    const url = escapeHtml(safeUrl(b.button.url));
    return `<p style="margin:8px 0 24px"><a href="${url}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(b.button.label)}</a></p>`
      + `<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all">Or open this link: ${url}</p>`;
  }
  const rows = b.facts.map(([label, value]) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#52606d;font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>`
    + `<td style="padding:4px 0;color:#1f2933;font-size:14px;word-break:break-word">${escapeHtml(value)}</td></tr>`).join('');
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
}

function blockText(b: Block): string {
  if ('p' in b) return b.p;
  if ('small' in b) return b.small;
  if ('quote' in b) return b.quote.split(/\r?\n/).map((l) => `> ${l}`).join('\n');
  if ('button' in b) return `${b.button.label}: ${safeUrl(b.button.url)}`;
  return b.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/** The product's frame around a letter: name at the top, sales line and the reason in the footer. */
export function write(letter: Letter, siteUrl: string): Written {
  const phone = PRODUCT.salesPhone.display;
  const footer = [
    `${PRODUCT.name} · Sales line ${phone}, 7 days a week · ${siteUrl}`,
    letter.reason,
    ...(letter.unsubscribeUrl ? [`Unsubscribe from these alerts: ${letter.unsubscribeUrl}`] : []),
  ];
  const text = [letter.greeting, '', ...letter.blocks.flatMap((b) => [blockText(b), '']), '--', ...footer, ''].join('\n');
  const unsubscribe = letter.unsubscribeUrl
    ? `<br><a href="${escapeHtml(safeUrl(letter.unsubscribeUrl))}" style="color:#52606d">Unsubscribe from these alerts</a>` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef2f6;${FONT}">
<div style="max-width:560px;margin:0 auto;padding:16px">
<p style="margin:8px 0 16px;font-size:20px;font-weight:700;color:#102a43">${escapeHtml(PRODUCT.name)}</p>
<div style="background:#ffffff;border-radius:8px;padding:24px 20px">
<p style="margin:0 0 16px;font-size:16px;color:#1f2933">${escapeHtml(letter.greeting)}</p>
${letter.blocks.map(blockHtml).join('\n')}
</div>
<p style="margin:16px 4px;font-size:12px;line-height:1.5;color:#52606d">${escapeHtml(PRODUCT.name)} · Sales line <a href="tel:${PRODUCT.salesPhone.e164}" style="color:#52606d">${escapeHtml(phone)}</a>, 7 days a week · <a href="${escapeHtml(safeUrl(siteUrl))}" style="color:#52606d">${escapeHtml(siteUrl.replace(/^https?:\/\//, ''))}</a><br>${escapeHtml(letter.reason)}${unsubscribe}</p>
</div></body></html>`;
  return { subject: letter.subject, text, html };
}
