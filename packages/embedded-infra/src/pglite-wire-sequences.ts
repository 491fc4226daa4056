import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * pglite-socket 0.2.17 runs the wire-protocol messages of all connections through one queue, one message
 * at a time, and only keeps a connection's messages together inside a transaction. PGlite has a single
 * session, so an extended-protocol query (Parse, Bind, Describe, Execute, then Sync) from one connection
 * could be interleaved with another's: the second Parse replaced the first's unnamed statement ("bind
 * message supplies 5 parameters, but prepared statement "" requires 3", "unnamed prepared statement does
 * not exist"). This makes the queue also keep a connection's messages together until its Sync (or a simple
 * Query), exactly as it already does for transactions.
 */

interface Queued {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(err: Error): void;
  onData(data: Uint8Array): void;
}

interface QueueManager {
  queue: Queued[];
  processing: boolean;
  lastHandlerId: number | null;
  db: {
    isInTransaction(): boolean;
    runExclusive<T>(fn: () => Promise<T>): Promise<T>;
    execProtocolRawStream(message: Uint8Array, opts: { onRawData(data: Uint8Array): void }): Promise<unknown>;
  };
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

/** Extended-protocol messages after which the same connection's Sync must follow before anyone else runs. */
const MID_SEQUENCE = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

export function keepWireSequencesTogether(server: PGLiteSocketServer): void {
  const q = (server as unknown as { queryQueue?: QueueManager }).queryQueue;
  if (!q || typeof q.processQueue !== 'function') throw new Error('pglite-socket changed: its query queue is not where it was');
  let midSequence = false;

  q.processQueue = async function processQueue(this: QueueManager): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        let next: Queued | undefined;
        if ((midSequence || this.db.isInTransaction()) && this.lastHandlerId !== null) {
          const i = this.queue.findIndex((m) => m.handlerId === this.lastHandlerId);
          if (i === -1) break; // wait for that connection's next message
          next = this.queue.splice(i, 1)[0];
        } else {
          next = this.queue.shift();
        }
        if (!next) break;
        const item = next;
        let bytes = 0;
        try {
          await this.db.runExclusive(() => this.db.execProtocolRawStream(item.message, {
            onRawData: (data) => {
              bytes += data.length;
              item.onData(data);
            },
          }));
        } catch (err) {
          midSequence = false;
          item.reject(err as Error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        midSequence = MID_SEQUENCE.has(item.message[0] ?? 0);
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }.bind(q);

  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    // a connection that went away mid-sequence must not hold the others up
    const held = midSequence && q.lastHandlerId === handlerId;
    if (held) midSequence = false;
    clear(handlerId);
    if (held) void q.processQueue();
  };
}
