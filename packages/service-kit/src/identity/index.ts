export * from './token.js';
export * from './identity.strategy.js';
export * from './shared-seen-tokens.js';
export * from './guards.js';
export * from './service-client.js';
