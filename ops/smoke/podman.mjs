// podman with this machine's settings (ops/images/containers.conf), as the ops/ shell scripts run it.
import { execFile, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ENV = {
  ...process.env,
  PATH: `/usr/local/sbin:/usr/sbin:/sbin:${process.env.PATH}`,
  CONTAINERS_CONF: process.env.CONTAINERS_CONF ?? join(REPO, 'ops/images/containers.conf'),
};

/** Runs podman; resolves its stdout, rejects with its stderr. */
export function podman(args, { timeoutMs = 120_000 } = {}) {
  return new Promise((resolve, reject) => {
    execFile('podman', args, { env: ENV, maxBuffer: 64 * 2 ** 20, timeout: timeoutMs }, (err, stdout, stderr) => {
      if (err) reject(new Error(`podman ${args.slice(0, 3).join(' ')}: ${(stderr || err.message).trim().slice(-800)}`));
      else resolve(stdout);
    });
  });
}

/** Runs a command (a script of ops/), its output to ours; resolves when it exits 0. */
export function run(cmd, args, { env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: REPO, env: { ...ENV, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

/** Containers (all states) whose labels match, as { name, id, state, labels }. */
export async function containers(label) {
  const out = await podman(['ps', '-a', '--filter', `label=${label}`, '--format', 'json']);
  return JSON.parse(out || '[]').map((c) => ({ name: c.Names[0], id: c.Id, state: c.State, labels: c.Labels ?? {} }));
}

/** A GET from inside a container (its own loopback or its network's names), with the container's node. */
export async function fetchInside(container, url) {
  const script = `fetch(${JSON.stringify(url)}).then(async r=>{process.stdout.write(JSON.stringify({status:r.status,body:await r.text()}))},e=>{process.stdout.write(JSON.stringify({status:0,body:String(e)}))})`;
  return JSON.parse(await podman(['exec', container, 'node', '-e', script]));
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const seconds = (since) => Math.round((Date.now() - since) / 100) / 10;

/** The HTTP services of the platform and their ports (services/*, as ops/images/build-images.sh builds them). */
export const SERVICE_PORTS = { auth: 4001, listings: 4002, moderation: 4003, media: 4004, enrichment: 4005, notifications: 4006, sales: 4007 };

/**
 * Waits until each of `replicas` ({ name: container, port }) answers /health/ready with 200 from inside its
 * container: the gateway answering is not enough, a service that started before PostgreSQL is still restarting.
 */
export async function waitReady(replicas, { timeoutMs = 180_000 } = {}) {
  const t = Date.now();
  let waiting = replicas;
  while (waiting.length) {
    const answers = await Promise.all(waiting.map((r) => fetchInside(r.name, `http://127.0.0.1:${r.port}/health/ready`).catch(() => ({ status: 0 }))));
    waiting = waiting.filter((r, i) => answers[i].status !== 200);
    if (!waiting.length) break;
    if (Date.now() - t > timeoutMs) throw new Error(`not ready within ${timeoutMs / 1000} s: ${waiting.map((r) => r.name).join(', ')}`);
    await sleep(1000);
  }
  return seconds(t);
}
