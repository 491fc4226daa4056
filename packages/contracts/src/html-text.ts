// Text printed into HTML the gateway may carry in a header (page heads, first screens).

const nonAscii = /[^\x20-\x7e]/gu;
const codePoint = (c: string) => c.codePointAt(0)!;

/** Text for HTML text and double-quoted attributes, ASCII only (non-ASCII as numeric references). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(nonAscii, (c) => (codePoint(c) < 0x20 || c === '\x7f' ? ' ' : `&#${codePoint(c)};`));
}
