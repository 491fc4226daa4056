export * from './redis.js';
