export { createAppConfig } from './create-app-config.js';
export { hostFederation, remoteFederation, remoteUrlsFromEnv, defaultRemoteUrl, containerName } from './federation.js';
export { sharedDependencies } from './shared-dependencies.js';
