// The journey's target under podman-compose (ops/compose-local.sh, project rl-local by default).
import { containers, fetchInside, podman, run, SERVICE_PORTS, waitReady } from './podman.mjs';

export const PROJECT = process.env.PROJECT ?? 'rl-local';
const GATEWAY_PORT = process.env.GATEWAY_PORT ?? '18080';
const MAIL_PORT = process.env.MAILPIT_UI_PORT ?? '18025';
const env = { PROJECT, GATEWAY_PORT, MAILPIT_UI_PORT: MAIL_PORT };

export async function up() {
  await run('ops/compose-local.sh', ['up'], { env });
  const replicas = (await projectContainers()).filter((c) => SERVICE_PORTS[serviceOf(c)]).map((c) => ({ name: c.name, port: SERVICE_PORTS[serviceOf(c)] }));
  console.error(`every service replica ready (checked again: ${await waitReady(replicas)} s)`);
}

// the volumes go with the containers: nothing is left that a graceful stop would protect (STOP_TIMEOUT=0 kills at once)
export const down = () => run('ops/compose-local.sh', ['down'], { env: { ...env, STOP_TIMEOUT: '0' } });

const projectContainers = () => containers(`io.podman.compose.project=${PROJECT}`);
const serviceOf = (c) => c.labels['com.docker.compose.service'];

/** Every running container whose environment sets METRICS_PORT, with that port. */
export async function metricsContainers(list) {
  const out = [];
  for (const c of list.filter((x) => x.state === 'running')) {
    const [info] = JSON.parse(await podman(['inspect', c.name]));
    const port = (info.Config.Env ?? []).find((e) => e.startsWith('METRICS_PORT='))?.split('=')[1];
    if (port) out.push({ name: c.name, port });
  }
  return out;
}

export const target = {
  name: 'compose',
  base: `http://127.0.0.1:${GATEWAY_PORT}`,
  async createAdmin(email, password, totpSecret) {
    const auth = (await projectContainers()).find((c) => serviceOf(c) === 'auth' && c.state === 'running');
    if (!auth) throw new Error('no auth container is running');
    await podman(['exec', auth.name, 'node', 'dist/cli/staff-create-cli.js', '--email', email, '--password', password, '--totp-secret', totpSecret]);
  },
  async mails() {
    const res = await fetch(`http://127.0.0.1:${MAIL_PORT}/api/v1/messages`);
    if (!res.ok) throw new Error(`mail catcher: ${res.status}`);
    return res.json();
  },
  async metrics() {
    const list = await metricsContainers(await projectContainers());
    return Promise.all(list.map(async (c) => ({ name: c.name, ...(await fetchInside(c.name, `http://127.0.0.1:${c.port}/metrics`)) })));
  },
  containers: projectContainers,
};
