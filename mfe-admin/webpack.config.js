import { remoteWebpackConfig } from '@rl/web-build';

/** Remote served at /mfe/admin/: exposes its route elements to the shell. */
export default remoteWebpackConfig({ name: 'admin', appUrl: new URL('.', import.meta.url) });
