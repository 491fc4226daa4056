import sharp, { type SharpOptions } from 'sharp';

const SAMPLE = 32;
/** the hash's frequencies: DCT coefficients 1..8 in both directions (the DC term is left out) */
const LOW = 8;

/** cos((2k + 1) / 2N * n * pi), the DCT-II basis, by [k][n] */
const COS = Array.from({ length: SAMPLE }, (_, k) => Array.from({ length: SAMPLE }, (__, n) => Math.cos(((2 * k + 1) / (2.0 * SAMPLE)) * n * Math.PI)));
const scale = (n: number) => (n === 0 ? 1 / Math.sqrt(2.0) : 1);

/**
 * The 64-bit DCT perceptual hash of sharp-phash 2.2 (greyscale, 32x32, the 8x8 low frequencies above their
 * mean), bit for bit: stored hashes stay comparable. sharp-phash computes all 1,024 coefficients with four
 * nested loops on the event loop (a quarter of the media service's main-thread time under uploads); only
 * the 64 used ones are computed here, each summed in the same order, so every coefficient is the same double.
 * Answers 64 characters of '0' and '1'.
 */
export async function perceptualHash(input: Buffer, options: SharpOptions): Promise<string> {
  const px = await sharp(input, options).greyscale().resize(SAMPLE, SAMPLE, { fit: 'fill' }).rotate().raw().toBuffer();
  const coefficient = (u: number, v: number) => {
    let sum = 0;
    for (let i = 0; i < SAMPLE; i++) {
      for (let j = 0; j < SAMPLE; j++) sum += COS[i]![u]! * COS[j]![v]! * px[SAMPLE * j + i]!;
    }
    return sum * ((scale(u) * scale(v)) / 4);
  };
  const low: number[] = [];
  for (let x = 1; x <= LOW; x++) for (let y = 1; y <= LOW; y++) low.push(coefficient(x, y));
  let total = 0;
  for (const c of low) total += c;
  const avg = total / (LOW * LOW);
  return low.map((c) => (c > avg ? '1' : '0')).join('');
}
