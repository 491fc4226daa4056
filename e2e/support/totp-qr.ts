/// <reference lib="dom" />
import jsQRModule, { type QRCode } from 'jsqr';
import type { Locator } from 'playwright-core';

// jsQR is CommonJS whose types declare an ES default export: under Node's ESM the default import is the CommonJS
// module itself, which carries the function again as `default`
const jsQR = (jsQRModule as unknown as { default: (rgba: Uint8ClampedArray, width: number, height: number) => QRCode | null }).default;

/** What an authenticator app reads from a TOTP QR code (the otpauth:// URI, Key Uri Format). */
export interface TotpQr {
  uri: string;
  /** base32, as the app stores it */
  secret: string;
  issuer: string | null;
  /** the account name of the label (after `issuer:`) */
  account: string;
  digits: number;
  period: number;
  algorithm: string;
}

/**
 * Reads the QR code an `<img>` shows as a phone's camera would: a screenshot of the element (what is on the
 * screen, after CSS), its pixels read back through a canvas of the same page, decoded with jsQR, and the
 * otpauth:// URI parsed. Fails when the element shows no QR code or it holds anything but a TOTP URI.
 */
export async function readTotpQr(img: Locator): Promise<TotpQr> {
  await img.evaluate((el) => (el as HTMLImageElement).decode());
  const png = (await img.screenshot({ animations: 'disabled' })).toString('base64');
  const { width, height, rgba } = await img.page().evaluate(async (data) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${data}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(picture, 0, 0);
    const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let bytes = '';
    for (let i = 0; i < pixels.length; i += 0x8000) bytes += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
    return { width: canvas.width, height: canvas.height, rgba: btoa(bytes) };
  }, png);
  const pixels = new Uint8ClampedArray(Buffer.from(rgba, 'base64'));
  const code = jsQR(pixels, width, height);
  if (!code) throw new Error(`no QR code found in ${img} (${width}x${height} px on screen)`);
  return parseOtpauth(code.data);
}

/** The parts of an otpauth://totp/ URI an authenticator app uses (defaults as Google's Key Uri Format says). */
export function parseOtpauth(uri: string): TotpQr {
  const url = new URL(uri);
  if (url.protocol !== 'otpauth:' || url.host !== 'totp') throw new Error(`not a TOTP URI: ${uri}`);
  const secret = url.searchParams.get('secret');
  if (!secret || !/^[A-Z2-7]+=*$/i.test(secret)) throw new Error(`no base32 secret in ${uri}`);
  const label = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const colon = label.indexOf(':');
  return {
    uri,
    secret: secret.toUpperCase().replace(/=+$/, ''),
    issuer: url.searchParams.get('issuer') ?? (colon >= 0 ? label.slice(0, colon) : null),
    account: colon >= 0 ? label.slice(colon + 1).trim() : label,
    digits: Number(url.searchParams.get('digits') ?? 6),
    period: Number(url.searchParams.get('period') ?? 30),
    algorithm: (url.searchParams.get('algorithm') ?? 'SHA1').toUpperCase(),
  };
}
