// A real photo file over 5 MB and under the platform's 10 MB limit (PHOTO_LIMITS): random noise does not
// compress, so the size is honest. Starts at 12 megapixels and scales down until it fits.
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';

const MIN = 5 * 2 ** 20 + 1;
const MAX = 8.5 * 2 ** 20;

export async function bigJpeg() {
  for (let width = 4000; width >= 2000; width = Math.round(width * 0.9)) {
    const height = Math.round(width * 0.75);
    const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    if (jpeg.length < MIN) break;
    if (jpeg.length <= MAX) return { jpeg, width, height };
  }
  throw new Error('could not make a JPEG between 5 and 8.5 MB');
}
