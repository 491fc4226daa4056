import sharp from 'sharp';
import { perceptualHash } from './perceptual-hash.js';
import { PHOTO_CHECK_THRESHOLDS, photoFindings, type PhotoFinding, type PhotoMeasures } from '@rl/contracts';

/** What the photo checks read from one upload: its measurements, its findings on its own, and its perceptual hash. */
export interface PhotoAnalysis {
  measures: PhotoMeasures;
  findings: PhotoFinding[];
  /** 64-bit DCT perceptual hash, 16 hex digits */
  hash: string;
}

export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Measures sharpness and exposure on a greyscale copy (longest side PHOTO_CHECK_THRESHOLDS.analysisSize)
 * of decoded pixels, and hashes it. `source` is the upload's own size once oriented (the "too small" check
 * is about what the seller uploaded, not the stored variants).
 */
export async function analysePhoto(raw: RawImage, source: { width: number; height: number }): Promise<PhotoAnalysis> {
  const size = PHOTO_CHECK_THRESHOLDS.analysisSize;
  const { data, info } = await sharp(raw.data, { raw: raw.info })
    .removeAlpha()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    // one 8-bit luminance channel: a third of the CPU of greyscale() + extractChannel(0) (bench/capacity)
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stats = greyStats(data, info.width, info.height);
  const measures: PhotoMeasures = { width: source.width, height: source.height, ...stats };
  const bits = await perceptualHash(data, { raw: { width: info.width, height: info.height, channels: 1 } });
  return { measures, findings: photoFindings(measures), hash: bitsToHex(bits) };
}

/** Mean luminance, clipped shares and the variance of the 3x3 Laplacian of an 8-bit greyscale image. */
function greyStats(px: Uint8Array, width: number, height: number): Omit<PhotoMeasures, 'width' | 'height'> {
  let sum = 0;
  let shadows = 0;
  let highlights = 0;
  for (let i = 0; i < px.length; i++) {
    const v = px[i]!;
    sum += v;
    if (v <= 8) shadows++;
    else if (v >= 250) highlights++;
  }
  let lapSum = 0;
  let lapSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const l = px[i - width]! + px[i + width]! + px[i - 1]! + px[i + 1]! - 4 * px[i]!;
      lapSum += l;
      lapSq += l * l;
      n++;
    }
  }
  const lapMean = n ? lapSum / n : 0;
  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    laplacianVariance: round(n ? lapSq / n - lapMean * lapMean : 0, 1),
    meanLuminance: round(px.length ? sum / px.length : 0, 1),
    shadowClippedShare: round(px.length ? shadows / px.length : 0),
    highlightClippedShare: round(px.length ? highlights / px.length : 0),
  };
}

function bitsToHex(bits: string): string {
  let hex = '';
  for (let i = 0; i < bits.length; i += 4) hex += parseInt(bits.slice(i, i + 4), 2).toString(16);
  return hex;
}
