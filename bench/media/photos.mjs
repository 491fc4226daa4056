// Realistic-ish 12-megapixel test photos (4000 x 3000 JPEG, ~2-3 MB): a sky gradient, a textured
// ground, a few shaded "car body" blocks, coarse value noise (texture that survives downscaling, so the
// WebP encoder has real work) and fine sensor noise. Deterministic per seed. Every other photo carries
// EXIF orientation 6 (shot in portrait) and GPS tags, as phone photos do.
import sharp from 'sharp';

export async function makePhoto(seed = 1, { width = 4000, height = 3000, quality = 90 } = {}) {
  let s = (seed * 2654435761) >>> 0 || 1;
  const rnd = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  const px = Buffer.alloc(width * height * 3);
  const cell = 12;
  const cw = Math.ceil(width / cell) + 1;
  const ch = Math.ceil(height / cell) + 1;
  const grid = new Float32Array(cw * ch).map(() => rnd() - 0.5);
  const coarse = (x, y) => {
    const gx = x / cell, gy = y / cell, x0 = gx | 0, y0 = gy | 0, fx = gx - x0, fy = gy - y0;
    const a = grid[y0 * cw + x0], b = grid[y0 * cw + x0 + 1], c = grid[(y0 + 1) * cw + x0], d = grid[(y0 + 1) * cw + x0 + 1];
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy;
  };
  const horizon = Math.floor(height * (0.4 + rnd() * 0.15));
  const boxes = Array.from({ length: 7 }, () => ({
    x: rnd() * width, y: horizon - height * 0.15 + rnd() * height * 0.3,
    w: width * (0.08 + rnd() * 0.3), h: height * (0.05 + rnd() * 0.15), c: [rnd() * 255, rnd() * 255, rnd() * 255],
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r, g, b;
      if (y < horizon) {
        const t = y / horizon;
        r = 90 + 100 * t; g = 140 + 80 * t; b = 230 - 30 * t;
      } else {
        const t = (y - horizon) / (height - horizon);
        r = 110 - 50 * t + 20 * Math.sin(x / 37); g = 105 - 40 * t; b = 95 - 40 * t;
      }
      for (const bx of boxes) {
        if (x > bx.x && x < bx.x + bx.w && y > bx.y && y < bx.y + bx.h) {
          const shade = 0.6 + 0.4 * ((y - bx.y) / bx.h);
          r = bx.c[0] * shade; g = bx.c[1] * shade; b = bx.c[2] * shade;
        }
      }
      const n = (rnd() - 0.5) * 14 + coarse(x, y) * (y < horizon ? 10 : 70);
      const i = (y * width + x) * 3;
      px[i] = r + n; px[i + 1] = g + n; px[i + 2] = b + n;
    }
  }
  let img = sharp(px, { raw: { width, height, channels: 3 } }).jpeg({ quality });
  if (seed % 2 === 0) {
    img = img
      .withExif({ IFD0: { Make: 'BenchCam', Model: 'One' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
      .withMetadata({ orientation: 6 });
  }
  return img.toBuffer();
}
