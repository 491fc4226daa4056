import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The reminder mail's one-click "Still available" link: `<listing id>.<expiry, unix seconds>.<mac>`. The MAC
 * covers the listing and the expiry the mail was sent for, so the link works for that period only (once the
 * seller confirms, the expiry moves and the link just answers "already confirmed"), cannot be forged or
 * turned into another listing's, and nothing secret is stored. Key: IDENTITY_SECRET, derived for this use only.
 */
export interface StillAvailableTarget { vehicleId: number; expiresAtSeconds: number }

export class StillAvailableTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('listings:still-available:v1').digest();
  }

  private mac(t: StillAvailableTarget): string {
    return createHmac('sha256', this.key).update(`still-available:${t.vehicleId}:${t.expiresAtSeconds}`).digest('base64url');
  }

  create(vehicleId: number, expiresAt: Date): string {
    const t = { vehicleId, expiresAtSeconds: Math.floor(expiresAt.getTime() / 1000) };
    return `${t.vehicleId}.${t.expiresAtSeconds}.${this.mac(t)}`;
  }

  /** The listing and expiry a genuine token names; null for anything else. */
  verify(token: string): StillAvailableTarget | null {
    const [id, seconds, mac] = token.split('.');
    if (!id || !seconds || !mac || !/^\d{1,10}$/.test(id) || !/^\d{1,12}$/.test(seconds)) return null;
    const t = { vehicleId: Number(id), expiresAtSeconds: Number(seconds) };
    const a = Buffer.from(mac);
    const b = Buffer.from(this.mac(t));
    return a.length === b.length && timingSafeEqual(a, b) ? t : null;
  }
}
