import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./worker-database-server.mjs', import.meta.url));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The URL of this process's embedded database server, started at the first call: one in-memory PGlite per
 * jest worker, in a child process that ends with the worker. The test files a worker runs one after the
 * other each take a fresh schema on it; a PGlite per test file cost a WASM start and an initdb each time.
 * (Not one server for all workers: PGlite is a single session, so one file's SET search_path would change
 * another's.) A file on disk remembers it across the test files of the worker, whose modules are reloaded
 * for each file.
 */
export async function workerDatabaseUrl(): Promise<string> {
  const registration = join(tmpdir(), `rl-test-database-${process.pid}.json`);
  if (existsSync(registration)) {
    const known = JSON.parse(readFileSync(registration, 'utf8')) as { url: string; pid: number };
    if (isAlive(known.pid)) return known.url;
  }
  const child = spawn(process.execPath, [SERVER, registration], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the test database server exited (${code}) before it was ready`)));
  });
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  // the worker may end whenever jest wants: nothing here keeps it alive, and the server goes with it
  child.unref();
  (child.stdout as unknown as { unref?: () => void }).unref?.();
  (child.channel as unknown as { unref?: () => void } | undefined)?.unref?.();
  writeFileSync(registration, JSON.stringify({ url, pid: child.pid }));
  return url;
}
