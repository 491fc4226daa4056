import { loadConfig } from './env.js';
import { createLogger } from './logger.js';
import { startGatewayMetricsServer } from './metrics.js';
import { createGateway } from './server.js';

/** Entry: `node gateway/dist/main.js`. With GATEWAY=nginx the same env runs nginx instead (nginx-main.ts). */
async function main(): Promise<void> {
  if (process.env.GATEWAY === 'nginx') {
    const { runNginxGateway } = await import('./nginx-main.js');
    process.exitCode = await runNginxGateway();
    return;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const gateway = createGateway(config, logger);
  const port = await gateway.listen();
  startGatewayMetricsServer(Number(process.env.METRICS_PORT) || undefined);
  logger.info({ host: config.host, port, upstreams: config.upstreams, static: config.staticDirs }, 'gateway (node) listening');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'gateway shutting down');
    void gateway.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
