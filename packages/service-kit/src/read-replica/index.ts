export * from './read-replica.js';
export * from './replay-position.js';
