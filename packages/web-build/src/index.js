export { createAppConfig } from './create-app-config.js';
export { hostFederation, remoteFederation, remoteUrlsFromEnv, defaultRemoteUrl, containerName } from './federation.js';
export { sharedDependencies } from './shared-dependencies.js';
export { clientRouterSharing, CLIENT_ROUTER_OMITTED } from './client-router/index.js';
export { PreloadStartupChunksPlugin } from './preload-startup-chunks.js';
export { RouteRemoteHintsPlugin } from './route-remote-hints.js';
export { remoteWebpackConfig, REMOTE_EXPOSES } from './remote-webpack-config.js';
