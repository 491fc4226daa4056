// Loaded with `--import` into each platform process by bench/capacity --profile: SIGUSR2 starts a V8 CPU
// profile, the next SIGUSR2 writes it to CPU_PROFILE_DIR as <process title>-<pid>.cpuprofile.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { basename, dirname, join } from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
const session = new Session();
session.connect();
let running = false;
process.on('SIGUSR2', () => {
  if (!running) {
    session.post('Profiler.enable');
    session.post('Profiler.start');
    running = true;
    return;
  }
  running = false;
  session.post('Profiler.stop', (err, res) => {
    if (err) return;
    // services/<name>/dist/main.js -> <name>-main; scripts/embedded/mail.mjs -> embedded-mail
    const main = process.argv[1] ?? 'node';
    const name = `${basename(dirname(dirname(main)))}-${basename(main).replace(/\.m?js$/, '')}`;
    writeFileSync(join(dir, `${name}-${process.pid}.cpuprofile`), JSON.stringify(res.profile));
  });
});
