// How fast this machine's cores are, in the work the drill's mix is made of, so that capacity figures taken on
// different machines of the same size can be compared: the same code held 150 req/s on one 2-core machine and
// under 125 on another (bench/capacity/README.md). Two fixed workloads, each the median CPU time of 7 runs in
// this process (CPU time, not wall time, so other work on the machine disturbs it less):
//   image: the media service's processImage of the drill's upload (decode, three WebP encodes, photo checks);
//   js:    a JSON round trip of 5,000 listing-shaped objects, ten times (what a service does with a page of rows).
import { renderPhoto } from '../../scripts/seed/photos.mjs';

const RUNS = 7;

function cpuMs(fn) {
  return async () => {
    const start = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
}

async function median(fn) {
  await fn(); // warm: JIT, libvips start
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await fn());
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)];
}

const rows = Array.from({ length: 5000 }, (_, i) => ({
  id: i, make: 'BMW', model: 'X5', trim: `xDrive${40 + (i % 10)}i`, year: 2015 + (i % 9), mileage: 10_000 + i * 7,
  price: 30_000 + (i % 500) * 100, images: [`/media/photos/${i}/large.webp`, `/media/photos/${i}/medium.webp`],
  features: ['Heated seats', 'Panoramic roof', 'Adaptive cruise'], createdAt: new Date(1_700_000_000_000 + i * 1000).toISOString(),
}));

let photo;

/** { imageMs, jsMs }: the CPU time of each reference workload on this machine. */
export async function machineSpeed() {
  const { processImage, hardenSharp, relaxSharp } = await import('../../services/media/dist/images/process-image.js');
  // rendered from SVG once, before hardenSharp blocks that loader
  photo ??= await renderPhoto('front', 'Silver');
  hardenSharp();
  const imageMs = await median(cpuMs(() => processImage(photo)));
  relaxSharp(); // the bench renders the drill's photos from SVG afterwards
  const jsMs = await median(cpuMs(() => {
    let n = 0;
    for (let i = 0; i < 10; i++) n += JSON.parse(JSON.stringify(rows)).length;
    return n;
  }));
  return { imageMs, jsMs };
}

export const formatMachineSpeed = (s) => `machine speed: one drill upload processed in ${s.imageMs.toFixed(0)} ms of CPU, the JSON reference in ${s.jsMs.toFixed(0)} ms (lower is faster)`;
