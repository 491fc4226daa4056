import { fileURLToPath } from 'node:url';
import { createAppConfig, remoteFederation } from '@rl/web-build';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/** Remote served at /mfe/buyer/: exposes its route elements to the shell. */
export default (_env, argv) =>
  createAppConfig({
    appDir,
    kind: 'remote',
    mode: argv.mode === 'development' ? 'development' : 'production',
    federation: remoteFederation({
      name: 'buyer',
      exposes: {
        './routes': './src/exposes/routes.ts',
      },
    }),
  });
