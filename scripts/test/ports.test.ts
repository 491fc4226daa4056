import { freePort } from '../lib/ports.mjs';

// The launcher picks every port (services, replicas, metrics) before its children bind them: a port
// offered twice makes a child fail with EADDRINUSE at start (seen with REPLICAS=2 in CI).
it('never hands out the same port twice, even when the OS offers it again', async () => {
  const ports = [];
  for (let i = 0; i < 300; i++) ports.push(await freePort());
  expect(new Set(ports).size).toBe(ports.length);
});
