import { STATIC_PAGES } from '@rl/contracts';
import { clipText, escapeHtml, fillShellHead, renderPageHead, robotsTxt, scriptSafeJson, SHELL_HEAD_ANCHORS, staticPageHead } from '../src/index.js';

describe('page head rendering', () => {
  it('escapes text for elements and attributes, and writes every non-ASCII character as a reference', () => {
    expect(escapeHtml(`<a href="x">Tom's & Citro\u00ebn \u{1F697}</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Citro&#235;n &#128663;&lt;/a&gt;',
    );
    expect(escapeHtml('two\nlines\u0000')).toBe('two lines ');
  });

  it('keeps JSON-LD inside its script element whatever the text holds, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & \u2028 Citro\u00ebn \u{1F697}' };
    const json = scriptSafeJson(value);
    expect(json).toMatch(/^[\x20-\x7e]*$/);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('clips long text at a word with an ellipsis and leaves short text alone', () => {
    expect(clipText('  short   text ', 50)).toBe('short text');
    const clipped = clipText('The quick brown fox jumps over the lazy dog again and again', 30);
    expect(clipped.length).toBeLessThanOrEqual(30);
    expect(clipped).toBe('The quick brown fox jumps\u2026');
  });

  it('renders one line of ASCII tags with absolute URLs', () => {
    const head = renderPageHead(
      { title: 'A "car"', description: 'Fine', path: '/vehicles/3', image: '/media/img/a/large.webp', jsonLd: { '@type': 'Car' } },
      'https://cars.example.com',
    );
    expect(head).toMatch(/^[\x20-\x7e]*$/);
    expect(head).toContain('<title>A &quot;car&quot;</title>');
    expect(head).toContain('<link rel="canonical" href="https://cars.example.com/vehicles/3"/>');
    expect(head).toContain('<meta property="og:image" content="https://cars.example.com/media/img/a/large.webp"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).toContain('<script type="application/ld+json">{"@type":"Car"}</script>');
  });

  it("shares the platform's picture for a page without a photo of its own (a listing without photos, the FAQ)", () => {
    const head = renderPageHead({ title: 'A car', description: 'No photos yet', path: '/vehicles/4' }, 'https://cars.example.com');
    expect(head).toContain('<meta property="og:image" content="https://cars.example.com/og-image.png"/>');
    expect(head).toContain('<meta name="twitter:image" content="https://cars.example.com/og-image.png"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head.match(/property="og:image"/g)).toHaveLength(1);
    const faq = STATIC_PAGES.find((p) => p.path === '/faq')!;
    expect(staticPageHead(faq, 'https://cars.example.com')).toContain('content="https://cars.example.com/og-image.png"');
  });

  it("puts a page's head in place of the shell's own title and description", () => {
    const shell = `<html><head><meta charset="utf-8"/>${SHELL_HEAD_ANCHORS.description}${SHELL_HEAD_ANCHORS.title}</head></html>`;
    const faq = STATIC_PAGES.find((p) => p.path === '/faq')!;
    const filled = fillShellHead(shell, staticPageHead(faq, 'https://cars.example.com'));
    expect(filled.match(/<title>/g)).toHaveLength(1);
    expect(filled.match(/name="description"/g)).toHaveLength(1);
    expect(filled).toContain('<title>Frequently Asked Questions | Remote Listings</title>');
  });

  it('robots.txt names the sitemap on the given origin', () => {
    expect(robotsTxt('https://cars.example.com')).toContain('\nSitemap: https://cars.example.com/sitemap.xml\n');
  });

  it('static page texts hold no "$" (nginx would read a variable)', () => {
    for (const p of STATIC_PAGES) expect(staticPageHead(p, 'https://x.example')).not.toContain('$');
  });
});
