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

/** JSON inside `<script type="application/ld+json">`: nothing can close the element, ASCII only. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Cuts text to `max` characters at a word boundary, with an ellipsis when cut; whitespace collapsed. */
export function clipText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s.,;:!?-]+$/, '')}\u2026`;
}
