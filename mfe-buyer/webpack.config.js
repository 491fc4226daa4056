import { remoteWebpackConfig } from '@rl/web-build';

/** Remote served at /mfe/buyer/: exposes its route elements to the shell. */
export default remoteWebpackConfig({ name: 'buyer', appUrl: new URL('.', import.meta.url) });
