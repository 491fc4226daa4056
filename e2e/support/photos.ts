import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_ANGLES } from '@rl/contracts';
import sharp from 'sharp';

/**
 * 9 JPEGs in `dir`, one per angle of the photo guide and named after it, 1600 x 1200 with noise: photos, not flat
 * colours, so the photo checks pass and each upload takes a moment. Answers their paths in the guide's order.
 */
export async function makePhotos(dir: string): Promise<string[]> {
  const width = 1600;
  const height = 1200;
  const files: string[] = [];
  for (const [i, angle] of PHOTO_ANGLES.entries()) {
    const pixels = Buffer.alloc(width * height * 3);
    let seed = i + 1;
    for (let p = 0; p < pixels.length; p += 3) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = seed % 64;
      pixels[p] = (40 + i * 20 + noise) & 0xff;
      pixels[p + 1] = (90 + noise) & 0xff;
      pixels[p + 2] = (160 - i * 10 + noise) & 0xff;
    }
    const file = join(dir, `${String(i + 1).padStart(2, '0')}-${angle.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg`);
    writeFileSync(file, await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer());
    files.push(file);
  }
  return files;
}
