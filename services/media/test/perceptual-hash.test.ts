import sharp, { type SharpOptions } from 'sharp';
import phashModule from 'sharp-phash';
import { perceptualHash } from '../src/images/perceptual-hash.js';

// sharp-phash is CommonJS typed with `export default`: Node's default import is the function itself
const sharpPhash = phashModule as unknown as typeof phashModule.default;

/** Seeded noise with a gradient: greyscale pictures whose hashes differ from each other. */
function picture(seed: number, width: number, height: number): Buffer {
  let s = seed;
  const next = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const px = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) px[y * width + x] = Math.min(255, Math.floor(((x + y * seed) % 256) * 0.6 + next() * 100));
  }
  return px;
}

// Hashes already stored were computed by sharp-phash: the service's own must give the same bits.
test('the perceptual hash equals sharp-phash bit for bit, on greyscale and colour pictures of several sizes', async () => {
  const cases: [Buffer, SharpOptions][] = [];
  for (const [seed, w, h] of [[3, 512, 341], [7, 341, 512], [11, 512, 512], [19, 64, 48]] as const) {
    cases.push([picture(seed, w, h), { raw: { width: w, height: h, channels: 1 } }]);
  }
  const colour = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 30, b: 90 } } })
    .composite([{ input: { create: { width: 120, height: 80, channels: 3, background: { r: 10, g: 220, b: 40 } } }, left: 40, top: 60 }])
    .raw().toBuffer();
  cases.push([colour, { raw: { width: 300, height: 200, channels: 3 } }]);

  const ours = await Promise.all(cases.map(([img, o]) => perceptualHash(img, o)));
  const theirs = await Promise.all(cases.map(([img, o]) => sharpPhash(img, o)));
  expect(ours).toEqual(theirs);
  for (const h of ours) expect(h).toMatch(/^[01]{64}$/);
  // distinct pictures, distinct hashes: the comparison above is not between constant strings
  expect(new Set(ours).size).toBe(ours.length);
});
