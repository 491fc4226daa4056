import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { OFFER_TOKEN_PATTERN, SELLER_THREAD_TOKEN_PATTERN, THREAD_TOKEN_PATTERN } from '@rl/contracts';
import type { SalesEnv } from '../env.js';
import { SALES_ENV } from '../tokens.js';

const SIGNATURE_HEX = 24;

/**
 * Signed tokens naming one lead's conversation: `<lead id>x<HMAC-SHA256 of the id, 24 hex>`. They open the
 * thread from a mail without an account and make its reply address; a token with another id or a changed
 * signature names nothing.
 */
@Injectable()
export class ThreadTokens {
  private readonly key: Buffer;

  constructor(@Inject(SALES_ENV) env: SalesEnv) {
    this.key = env.CONVERSATION_SECRET
      ? Buffer.from(env.CONVERSATION_SECRET)
      : createHmac('sha256', env.IDENTITY_SECRET).update('sales conversation links').digest();
  }

  tokenFor(leadId: number): string {
    return `${leadId}x${this.signature(leadId)}`;
  }

  /** The lead a token names, or null when it is malformed or its signature does not match. */
  leadOf(token: string): number | null {
    if (!THREAD_TOKEN_PATTERN.test(token)) return null;
    const [idText, signature] = token.split('x') as [string, string];
    const id = Number(idText);
    if (!Number.isSafeInteger(id)) return null;
    const expected = Buffer.from(this.signature(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** The seller channel's token of a listing: `<listing id>s<HMAC of "seller:<id>", 24 hex>` (its reply address). */
  sellerTokenFor(listingId: number): string {
    return `${listingId}s${this.signature(listingId, 'seller')}`;
  }

  /** The listing a seller-channel token names, or null when it is malformed or its signature does not match. */
  listingOf(token: string): number | null {
    if (!SELLER_THREAD_TOKEN_PATTERN.test(token)) return null;
    const [idText, signature] = token.split('s') as [string, string];
    const id = Number(idText);
    const expected = Buffer.from(this.signature(id, 'seller'));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  /** An offer's token for the seller's mail links: `<offer id>o<HMAC of "offer:<id>", 24 hex>`. */
  offerTokenFor(offerId: number): string {
    return `${offerId}o${this.signature(offerId, 'offer')}`;
  }

  /** The offer an offer token names, or null when it is malformed or its signature does not match. */
  offerOf(token: string): number | null {
    if (!OFFER_TOKEN_PATTERN.test(token)) return null;
    const [idText, signature] = token.split('o') as [string, string];
    const id = Number(idText);
    if (!Number.isSafeInteger(id)) return null;
    const expected = Buffer.from(this.signature(id, 'offer'));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private signature(id: number, kind: 'lead' | 'seller' | 'offer' = 'lead'): string {
    return createHmac('sha256', this.key).update(`${kind}:${id}`).digest('hex').slice(0, SIGNATURE_HEX);
  }
}
