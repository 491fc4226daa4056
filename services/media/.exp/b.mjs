import sharp from 'sharp';
import { makePhoto } from './gen.mjs';
sharp.cache(false);
let t = Date.now();
const img = await makePhoto(7);
console.log('gen ms', Date.now() - t, 'bytes', img.length);
const sizes = [1920, 960, 320];
async function A(buf, effort) {
  const base = sharp(buf, { failOn: 'error', limitInputPixels: 40e6 }).rotate();
  return Promise.all(sizes.map((w) => base.clone().resize({ width: w, height: w, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80, effort }).toBuffer()));
}
async function B(buf, effort) {
  const { data, info } = await sharp(buf, { failOn: 'error', limitInputPixels: 40e6 }).rotate().resize({ width: 1920, height: 1920, fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  return Promise.all(sizes.map((w) => sharp(data, raw).resize({ width: w, height: w, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80, effort }).toBuffer()));
}
async function Aseq(buf, effort) {
  const out = [];
  for (const w of sizes) out.push(await sharp(buf, { failOn: 'error', limitInputPixels: 40e6 }).rotate().resize({ width: w, height: w, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80, effort }).toBuffer());
  return out;
}
for (const [name, fn] of [['A', A], ['B', B], ['Aseq', Aseq]]) for (const effort of [4, 2, 0]) {
  await fn(img, effort);
  t = Date.now();
  let o; for (let i = 0; i < 3; i++) o = await fn(img, effort);
  console.log(name, 'effort', effort, ((Date.now() - t) / 3).toFixed(0), 'ms/photo', o.map((b) => b.length).join(','));
}
console.log('rss MB', (process.resourceUsage().maxRSS / 1024).toFixed(0));
