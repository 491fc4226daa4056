export * from './backoff.js';
export * from './polled-work.js';
export * from './poller.js';
