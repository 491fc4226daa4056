import sharp, { type Metadata } from 'sharp';
import { IMAGE_VARIANTS, MEDIA_LIMITS, type ImageVariantName } from '@rl/contracts';
import { analysePhoto, type PhotoAnalysis } from './photo-analysis.js';

/**
 * Turning an untrusted upload into the stored WebP variants. No I/O, no framework: the upload route
 * and the benchmark (bench/media) run exactly this.
 *
 * Order of checks, cheapest first, and nothing is decoded before the header says it is safe:
 *   1. bytes: empty (400), not JPEG/PNG/WebP by magic number (415), whatever the name or declared type;
 *   2. header only (sharp metadata): unreadable (400), more than `maxPixels` (422: decompression bomb);
 *   3. one decode, EXIF-oriented and shrunk to the largest variant (JPEG shrink-on-load), with sharp's
 *      own `limitInputPixels` as a second fence; corrupt or truncated data fails here (400);
 *   4. each variant resized from that one decode (never enlarged) and encoded to WebP, one after another. The output
 *      carries no metadata at all (EXIF, GPS, XMP, ICC, comments): pixels only, converted to sRGB.
 */

export type SourceFormat = 'jpeg' | 'png' | 'webp';

/**
 * Encoder settings of the stored variants (bench/media: what effort costs). The thumb and the medium get effort 2:
 * half the CPU of 4, and for a 320 px thumb the files are within ~3 % of effort 4's; the large, one at a time in
 * the gallery, effort 1: ~25 % less CPU than 2 for files ~10 % bigger. The encodes are the upload's costliest
 * steps, and uploads were what two cores ran out of first under the drill's mix (bench/capacity).
 */
const WEBP_EFFORT: Record<ImageVariantName, number> = { thumb: 2, medium: 2, large: 1 };
const webpOptions = (variant: ImageVariantName) => ({ quality: 80, effort: WEBP_EFFORT[variant] });

export interface ProcessOptions {
  maxPixels?: number;
  variants?: readonly { name: ImageVariantName; max: number }[];
}

interface ProcessedVariant {
  name: ImageVariantName;
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  format: SourceFormat;
  /** size of the upload once oriented */
  width: number;
  height: number;
  variants: ProcessedVariant[];
  /** the photo checks (sharpness, exposure, size) and perceptual hash, read from the same decode */
  analysis: PhotoAnalysis;
}

/** A client error: the upload is not an image this service takes. `status` is the HTTP answer. */
export class ImageRejected extends Error {
  constructor(readonly status: 400 | 413 | 415 | 422, message: string, readonly detail?: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

/** The format by the file's first bytes, or null. Names and declared types are never trusted. */
export function sniffImageType(buf: Uint8Array): SourceFormat | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf[0] === 0x89 && buf[1] === 0x50 && buf[2] === 0x4e && buf[3] === 0x47
    && buf[4] === 0x0d && buf[5] === 0x0a && buf[6] === 0x1a && buf[7] === 0x0a) return 'png';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  return null;
}

const ascii = (buf: Uint8Array, from: number, to: number) => String.fromCharCode(...buf.subarray(from, to));

let hardened = false;

/**
 * Process-wide sharp settings for untrusted input: only the JPEG, PNG and WebP decoders may run
 * (SVG, PDF, TIFF, HEIF, GIF, ... are blocked inside libvips too, not only by the magic-number check),
 * and no operation cache (every upload is new; the cache would only hold memory).
 */
export function hardenSharp(): void {
  if (hardened) return;
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({ operation: ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer'] });
  sharp.cache(false);
  // one libvips thread per operation (see processImage: an upload takes at most one core)
  sharp.concurrency(1);
  hardened = true;
}

/** Undoes `hardenSharp` (tests: other test files may share this process and decode other formats). */
export function relaxSharp(): void {
  sharp.unblock({ operation: ['VipsForeignLoad'] });
  sharp.cache(true);
  hardened = false;
}

export async function processImage(input: Buffer, opts: ProcessOptions = {}): Promise<ProcessedImage> {
  const maxPixels = opts.maxPixels ?? MEDIA_LIMITS.maxPixels;
  const variants = opts.variants ?? IMAGE_VARIANTS;
  const largest = Math.max(...variants.map((v) => v.max));

  if (input.length === 0) throw new ImageRejected(400, 'The file is empty');
  if (input.length > MEDIA_LIMITS.maxBytes) throw new ImageRejected(413, `The file is larger than ${MEDIA_LIMITS.maxBytes / 1024 / 1024} MB`);
  const format = sniffImageType(input);
  if (!format) throw new ImageRejected(415, 'Only JPEG, PNG and WebP images are accepted');

  // header only: nothing is decoded yet, so the pixel count is known before any memory is spent
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new ImageRejected(400, 'The image could not be read: the file is corrupt', (err as Error).message);
  }
  if (meta.format !== format) throw new ImageRejected(400, 'The image could not be read: its contents do not match its type');
  const { width, height } = meta;
  if (!width || !height) throw new ImageRejected(400, 'The image could not be read: it has no size');
  if (width * height > maxPixels) {
    throw new ImageRejected(422, `The image has too many pixels (${width} x ${height}); at most ${maxPixels / 1e6} megapixels are accepted`);
  }

  try {
    // one decode of the untrusted bytes: oriented, shrunk to the largest variant, 8-bit
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true })
      .autoOrient()
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const oriented = meta.autoOrient ?? { width, height };
    // One step at a time: an upload keeps at most one thread busy. Encoded side by side (four libuv threads per
    // upload, eight with two replicas) they took both cores in bursts, and the scheduler, fair per thread, left a
    // search arriving meanwhile a ninth of a core (bench/capacity: search p99 in the hundreds of ms at 75 req/s).
    const out: ProcessedVariant[] = [];
    for (const v of variants) {
      const r = await sharp(data, raw)
        .resize({ width: v.max, height: v.max, fit: 'inside', withoutEnlargement: true })
        .webp(webpOptions(v.name))
        .toBuffer({ resolveWithObject: true });
      out.push({ name: v.name, width: r.info.width, height: r.info.height, data: r.data });
    }
    const analysis = await analysePhoto({ data, info: { width: info.width, height: info.height, channels: info.channels } }, oriented);
    return { format, width: oriented.width, height: oriented.height, variants: out, analysis };
  } catch (err) {
    throw new ImageRejected(400, 'The image could not be decoded: the file is corrupt or truncated', (err as Error).message);
  }
}
