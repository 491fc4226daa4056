// Child process of run.mjs: the service's processing function alone (no HTTP, no S3, no database)
// over the photos in a directory, `concurrency` at a time, as the service's limiter allows.
// Its own process, so its RSS high-water mark is the processing's and nothing else's.
//   node bench/media/process-only.mjs <dir> <photos> <concurrency> <seconds>   -> one JSON line
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, photos, concurrency, seconds, distPath] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4]), Number(process.argv[5]), process.argv[6]];
const { processImage, hardenSharp } = await import(distPath);
hardenSharp(); // as in the service
const inputs = readdirSync(dir).filter((f) => f.endsWith('.jpg')).sort().map((f) => readFileSync(join(dir, f)));
const rssBefore = process.memoryUsage.rss();

await processImage(inputs[0]); // warm-up
const latencies = [];
const outBytes = { thumb: 0, medium: 0, large: 0 };
let issued = 0;
const deadline = Date.now() + seconds * 1000;
const started = process.hrtime.bigint();
await Promise.all(Array.from({ length: concurrency }, async () => {
  while (issued < photos && Date.now() < deadline) {
    const input = inputs[issued++ % inputs.length];
    const t = process.hrtime.bigint();
    const out = await processImage(input);
    latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
    for (const v of out.variants) outBytes[v.name] += v.data.length;
  }
}));
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
latencies.sort((a, b) => a - b);
process.stdout.write(`${JSON.stringify({
  photos: latencies.length,
  seconds: elapsed,
  perSecond: latencies.length / elapsed,
  p50: latencies[Math.floor(latencies.length / 2)],
  max: latencies[latencies.length - 1],
  rssBeforeMB: rssBefore / 2 ** 20,
  peakRssMB: process.resourceUsage().maxRSS / 1024,
  avgOutKB: Object.fromEntries(Object.entries(outBytes).map(([k, v]) => [k, v / latencies.length / 1024])),
})}\n`);
