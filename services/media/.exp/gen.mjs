import sharp from 'sharp';
// a 4000x3000 "photo": sky gradient, ground, a few car-ish blocks, sensor noise; deterministic
export async function makePhoto(seed = 1, w = 4000, h = 3000, quality = 88) {
  let s = seed >>> 0 || 1;
  const rnd = () => { s ^= s << 13; s >>>= 0; s ^= s >>> 17; s ^= s << 5; s >>>= 0; return s / 4294967296; };
  const px = Buffer.alloc(w * h * 3);
  // coarse value noise (texture that survives downscaling): one random value per 12 px cell
  const cell = 12, cw = Math.ceil(w / cell) + 1, ch = Math.ceil(h / cell) + 1;
  const grid = new Float32Array(cw * ch).map(() => rnd() - 0.5);
  const coarse = (x, y) => { const gx = x / cell, gy = y / cell, x0 = gx | 0, y0 = gy | 0, fx = gx - x0, fy = gy - y0;
    const a = grid[y0 * cw + x0], b = grid[y0 * cw + x0 + 1], c = grid[(y0 + 1) * cw + x0], d = grid[(y0 + 1) * cw + x0 + 1];
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy; };
  const horizon = Math.floor(h * (0.45 + rnd() * 0.1));
  const boxes = Array.from({ length: 6 }, () => ({ x: rnd() * w, y: horizon - h * 0.15 + rnd() * h * 0.3, w: w * (0.1 + rnd() * 0.3), h: h * (0.05 + rnd() * 0.15), c: [rnd() * 255, rnd() * 255, rnd() * 255] }));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let r, g, b;
      if (y < horizon) { const t = y / horizon; r = 90 + 100 * t; g = 140 + 80 * t; b = 230 - 30 * t; }
      else { const t = (y - horizon) / (h - horizon); r = 110 - 50 * t + 20 * Math.sin(x / 37); g = 105 - 40 * t; b = 95 - 40 * t; }
      for (const bx of boxes) if (x > bx.x && x < bx.x + bx.w && y > bx.y && y < bx.y + bx.h) { const sh = 0.6 + 0.4 * ((y - bx.y) / bx.h); r = bx.c[0] * sh; g = bx.c[1] * sh; b = bx.c[2] * sh; }
      const n = (rnd() - 0.5) * 14 + coarse(x, y) * (y < horizon ? 10 : 70);
      const i = (y * w + x) * 3;
      px[i] = r + n; px[i + 1] = g + n; px[i + 2] = b + n;
    }
  }
  return sharp(px, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality, mozjpeg: false }).toBuffer();
}
