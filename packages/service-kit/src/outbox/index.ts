export * from './hand-over-outbox.js';
export * from './outbox-table.js';
