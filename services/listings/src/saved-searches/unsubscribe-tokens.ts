import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links of alert mails. A token names what it stops and carries an HMAC, so nothing secret is
 * stored and a token cannot be guessed or turned into another one:
 * - `ss.<search id>.<mac>`: one saved search; the MAC covers the id and the search's random salt, so the
 *   link of a deleted search never works for a later search that reuses nothing but the id;
 * - `pd.<user id>.<mac>`: the user's price-drop mails;
 * - `ws.<user id>.<mac>`: the seller's weekly summary mail (performance/).
 * The key is derived from IDENTITY_SECRET for this purpose only (a MAC made here is no identity token).
 */
export type UnsubscribeTarget =
  | { kind: 'saved-search'; searchId: number; mac: string }
  | { kind: 'price-drops'; userId: string; mac: string }
  | { kind: 'seller-summary'; userId: string; mac: string };

export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('listings:alert-unsubscribe:v1').digest();
  }

  static newSalt(): string {
    return randomBytes(16).toString('hex');
  }

  private mac(subject: string): string {
    return createHmac('sha256', this.key).update(subject).digest('base64url');
  }

  forSearch(searchId: number, salt: string): string {
    return `ss.${searchId}.${this.mac(`saved-search:${searchId}:${salt}`)}`;
  }

  forPriceDrops(userId: string): string {
    return `pd.${userId}.${this.mac(`price-drops:${userId}`)}`;
  }

  forSellerSummary(userId: string): string {
    return `ws.${userId}.${this.mac(`seller-summary:${userId}`)}`;
  }

  /** What the token names (its MAC still to be checked with `verifySearch`, `verifyPriceDrops` or `verifySellerSummary`). */
  parse(token: string): UnsubscribeTarget | null {
    const [kind, subject, mac] = token.split('.');
    if (!subject || !mac) return null;
    if (kind === 'ss' && /^\d{1,10}$/.test(subject)) return { kind: 'saved-search', searchId: Number(subject), mac };
    if (kind === 'pd') return { kind: 'price-drops', userId: subject, mac };
    if (kind === 'ws') return { kind: 'seller-summary', userId: subject, mac };
    return null;
  }

  verifySearch(target: { searchId: number; mac: string }, salt: string): boolean {
    return same(target.mac, this.mac(`saved-search:${target.searchId}:${salt}`));
  }

  verifyPriceDrops(target: { userId: string; mac: string }): boolean {
    return same(target.mac, this.mac(`price-drops:${target.userId}`));
  }

  verifySellerSummary(target: { userId: string; mac: string }): boolean {
    return same(target.mac, this.mac(`seller-summary:${target.userId}`));
  }
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
