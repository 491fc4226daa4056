import { pathToFileURL } from 'node:url';
import { createInterface } from 'node:readline';
import { loadConfig } from './env.js';
import { recordAccessLogLine, startGatewayMetricsServer } from './metrics.js';
import { requireNginx, spawnNginx, testNginxConfig, writeStandaloneConfig } from './nginx-process.js';

export { testNginxConfig } from './nginx-process.js';

/**
 * GATEWAY=nginx: same env as the Node gateway; renders the standalone config into `${DATA_DIR}/nginx/`,
 * runs nginx in the foreground, forwards SIGTERM/SIGINT, and resolves with nginx's exit code.
 */
export async function runNginxGateway(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const config = loadConfig(env);
  const bin = requireNginx(config.nginxBin);
  const rendered = writeStandaloneConfig(config);
  const check = testNginxConfig(rendered.configFile, rendered.prefixDir, bin);
  if (!check.ok) throw new Error(`gateway: rendered nginx config is invalid (${rendered.configFile}):\n${check.output}`);

  const { child, accessLog } = spawnNginx(rendered, bin);
  accessLog.pipe(process.stdout, { end: false });
  if (process.env.METRICS_PORT) {
    createInterface({ input: accessLog }).on('line', recordAccessLogLine);
    startGatewayMetricsServer(Number(process.env.METRICS_PORT));
  }
  console.error(
    JSON.stringify({ service: 'gateway', msg: 'gateway (nginx) starting', bin, config: rendered.configFile, port: config.port }),
  );
  // nginx: TERM/INT = fast shutdown, QUIT = graceful (finish in-flight requests)
  const forward = (signal: NodeJS.Signals) => () => child.kill(signal === 'SIGTERM' ? 'SIGQUIT' : signal);
  const onTerm = forward('SIGTERM');
  const onInt = forward('SIGINT');
  process.on('SIGTERM', onTerm);
  process.on('SIGINT', onInt);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runNginxGateway().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
