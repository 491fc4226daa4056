// Crashes one replica's container and measures how long its restart policy takes to bring it back to ready.
import { fetchInside, podman, seconds, sleep } from './podman.mjs';

const state = async (name) => JSON.parse(await podman(['inspect', name]))[0].State;

/**
 * `how`: 'process-kill' (SIGKILL to the container's first process from the host: a crash, which the restart
 * policy answers) or 'podman-kill' (`podman kill`: podman 4.3 records it as a stop by the user, like
 * `podman stop`, and the policy `unless-stopped` leaves the container stopped). Resolves { restartedS, readyS }
 * or rejects past `timeoutMs`.
 */
export async function crashAndWait(name, { how = 'process-kill', port, timeoutMs = 30_000 } = {}) {
  const before = await state(name);
  const t = Date.now();
  if (how === 'podman-kill') await podman(['kill', name]);
  else process.kill(before.Pid, 'SIGKILL');
  let restartedS;
  for (;;) {
    const s = await state(name).catch(() => undefined);
    if (restartedS === undefined && s?.Running && s.StartedAt !== before.StartedAt) restartedS = seconds(t);
    if (restartedS !== undefined) {
      const ready = await fetchInside(name, `http://127.0.0.1:${port}/health/ready`).catch(() => ({ status: 0 }));
      if (ready.status === 200) return { restartedS, readyS: seconds(t) };
    }
    if (Date.now() - t > timeoutMs) {
      throw new Error(`${name} ${restartedS === undefined ? `was not restarted (state ${s?.Status})` : `restarted after ${restartedS} s but not ready`} within ${timeoutMs / 1000} s`);
    }
    await sleep(250);
  }
}
