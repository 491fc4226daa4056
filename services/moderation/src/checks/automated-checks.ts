import { Injectable } from '@nestjs/common';
import { compareWithVin, isVinCheckDigitValid, VIN_FIELD_LABELS, vinCheckDigit, vinDifferenceMessage, VIN_PATTERN, type Check, type Vehicle, vehicleName } from '@rl/contracts';
import { ListingsClient, ListingsRefusedError } from '../listings/listings.client.js';
import { VinDecoder, type VinDecode } from './vin-decoder.js';
import { PhotoChecksClient, PhotoChecksUnavailableError } from './photo-checks.client.js';
import { angleCoverageCheck, photoQualityCheck } from './photo-review.js';

/** Photos the listing form asks for (spec: 9 required angles). */
const REQUIRED_PHOTOS = 9;
/** Comparables needed before the distance from the median counts. */
const MIN_COMPARABLES_FOR_MEDIAN = 5;

const pass = (code: Check['code'], message: string): Check => ({ code, ok: true, status: 'pass', message });
const fail = (code: Check['code'], message: string): Check => ({ code, ok: false, status: 'fail', message });
const unknown = (code: Check['code'], message: string): Check => ({ code, ok: true, status: 'unknown', message });
const whyNot = (err: unknown) =>
  err instanceof ListingsRefusedError ? `listings refused the lookup: ${err.message}` : 'listings service unavailable';
const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/**
 * The automated checks shown to the admin beside each pending listing. Each check is independent: a
 * dependency that does not answer turns that one check into `unknown`, never the whole request into an error.
 */
@Injectable()
export class AutomatedChecks {
  constructor(private readonly listings: ListingsClient, private readonly decoder: VinDecoder, private readonly photos: PhotoChecksClient) {}

  async run(v: Vehicle, requestId?: string): Promise<Check[]> {
    const [decode, duplicate, price, quality] = await Promise.all([
      this.vinDecode(v, requestId),
      this.duplicateVin(v, requestId),
      this.priceOutlier(v, requestId),
      this.photoQuality(v, requestId),
    ]);
    return [checkDigit(v), decode, duplicate, price, fewPhotos(v), quality, angleCoverageCheck(v), missingContact(v)];
  }

  private async vinDecode(v: Vehicle, requestId?: string): Promise<Check> {
    const decoded = await this.decoder.decode(v.vin, requestId);
    return decodeCheck(v, decoded);
  }

  private async duplicateVin(v: Vehicle, requestId?: string): Promise<Check> {
    try {
      const others = (await this.listings.byVin(v.vin, v.id, { requestId })).filter((o) => o.id !== v.id);
      if (others.length === 0) return pass('duplicate_vin', 'No other live listing has this VIN');
      const list = others.slice(0, 5).map((o) => `#${o.id} (${o.status})`).join(', ');
      return fail('duplicate_vin', `The same VIN is on ${others.length} other live listing${others.length > 1 ? 's' : ''}: ${list}`);
    } catch (err) {
      return unknown('duplicate_vin', `Could not check for duplicate VINs (${whyNot(err)})`);
    }
  }

  private async photoQuality(v: Vehicle, requestId?: string): Promise<Check> {
    try {
      return photoQualityCheck(v, await this.photos.check(v.images, requestId));
    } catch (err) {
      if (err instanceof PhotoChecksUnavailableError) return photoQualityCheck(v, null, err.message);
      throw err;
    }
  }

  private async priceOutlier(v: Vehicle, requestId?: string): Promise<Check> {
    const price = Number(v.price);
    if (!Number.isFinite(price)) return unknown('price_outlier', 'The listing has no readable price');
    let stats;
    try {
      stats = await this.listings.priceStats({ make: v.make, model: v.model, year: v.year, excludeId: v.id }, { requestId });
    } catch (err) {
      return unknown('price_outlier', `Could not compare the price (${whyNot(err)})`);
    }
    return priceCheck(price, stats, vehicleName(v));
  }
}

function checkDigit(v: Vehicle): Check {
  const vin = (v.vin ?? '').toUpperCase();
  if (!VIN_PATTERN.test(vin)) return fail('vin_check_digit', 'The VIN is not 17 valid characters');
  if (isVinCheckDigitValid(vin)) return pass('vin_check_digit', 'The VIN check digit is valid');
  return fail('vin_check_digit', `The VIN check digit is wrong (position 9 is ${vin[8]}, should be ${vinCheckDigit(vin)})`);
}

/**
 * Every field the decode knows, compared by the one rule the public "Verified from VIN" marks use
 * (contracts' compareWithVin): each disagreement is named ("Year 2021 on the listing; the VIN says 2019").
 */
function decodeCheck(v: Vehicle, d: VinDecode): Check {
  const code = 'vin_decode_mismatch';
  const prefix = d.source === 'offline' ? `Could not decode the VIN through enrichment (${d.enrichmentError}); offline decode: ` : 'VIN decode: ';
  if (!d.make && d.years.length === 0) return unknown(code, `Could not decode the VIN${d.enrichmentError ? ` (${d.enrichmentError})` : ''}`);
  const compared = compareWithVin(v, d);
  const differences = compared.filter((c) => c.verdict === 'differs');
  if (differences.length) return fail(code, `${prefix}${differences.map(vinDifferenceMessage).join('. ')}`);
  const found = [d.make ?? 'make unknown', d.years.length ? d.years.join(' or ') : 'year unknown'].join(', ');
  const others = compared.filter((c) => c.verdict === 'agrees' && c.field !== 'make' && c.field !== 'year')
    .map((c) => VIN_FIELD_LABELS[c.field].toLowerCase());
  const also = others.length ? ` (${others.join(', ')} agree too)` : '';
  if (!d.make || d.years.length === 0) return unknown(code, `${prefix}${found}; nothing contradicts the listing`);
  return pass(code, `${prefix}${found}, matching the listing${also}`);
}

export function priceCheck(price: number, s: { count: number; median: number | null; p10: number | null; p90: number | null }, what: string): Check {
  const code = 'price_outlier';
  if (s.count === 0 || s.median === null) return unknown(code, `No comparable live listings of a ${what} to compare the price with`);
  const reasons: string[] = [];
  if (s.p10 !== null && price < s.p10 / 2) reasons.push(`below half the 10th percentile (${money(s.p10)})`);
  if (s.p90 !== null && price > s.p90 * 2) reasons.push(`above twice the 90th percentile (${money(s.p90)})`);
  if (s.count >= MIN_COMPARABLES_FOR_MEDIAN && s.median > 0 && Math.abs(price - s.median) / s.median > 0.5) {
    reasons.push(`${Math.round((Math.abs(price - s.median) / s.median) * 100)}% ${price < s.median ? 'below' : 'above'} the median (${money(s.median)})`);
  }
  const basis = `${s.count} comparable listing${s.count === 1 ? '' : 's'}`;
  if (reasons.length) return fail(code, `Price ${money(price)} is far from ${basis}: ${reasons.join('; ')}`);
  return pass(code, `Price ${money(price)} is in line with ${basis} (median ${money(s.median)})`);
}

function fewPhotos(v: Vehicle): Check {
  const n = v.images?.length ?? 0;
  if (n < REQUIRED_PHOTOS) return fail('few_photos', `Only ${n} photo${n === 1 ? '' : 's'}; ${REQUIRED_PHOTOS} angles are required`);
  return pass('few_photos', `${n} photos`);
}

function missingContact(v: Vehicle): Check {
  const missing = [!v.contactPhone?.trim() && 'phone', !v.contactEmail?.trim() && 'email'].filter(Boolean);
  if (missing.length) return fail('missing_contact', `The seller's ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing`);
  return pass('missing_contact', "The seller's phone and email are present");
}
