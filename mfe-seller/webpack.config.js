import { remoteWebpackConfig } from '@rl/web-build';

/** Remote served at /mfe/seller/: exposes its route elements to the shell. */
export default remoteWebpackConfig({ name: 'seller', appUrl: new URL('.', import.meta.url) });
