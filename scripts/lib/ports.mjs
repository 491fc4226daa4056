import { createServer } from 'node:net';

/** Ports this process has handed out: the OS may offer a port again once our probe closed it. */
const handedOut = new Set();

function probePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A TCP port nobody listens on right now, and not one handed out before by this process (the launcher
 * picks dozens before its children bind them: a port offered twice would make one child fail to listen).
 */
export async function freePort() {
  for (;;) {
    const port = await probePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** Polls a URL until it answers with one of `okStatuses`. */
export async function waitForHttp(url, { timeoutMs = 60_000, okStatuses = [200] } = {}) {
  const until = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (okStatuses.includes(res.status)) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${last})`);
}
