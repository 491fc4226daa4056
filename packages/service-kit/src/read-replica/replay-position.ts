/**
 * How far a streaming replica is behind its primary, from samples of the primary's WAL position (taken by this
 * process's clock) and the replica's replayed position. Only one clock is used, so the figure does not depend on
 * the servers' clocks, and an idle primary (no new WAL) never reads as lagging.
 */
export class ReplayPosition {
  /** primary WAL positions (bytes) and when they were read, oldest first */
  private samples: { at: number; lsn: number }[] = [];
  private replayed = -1;

  /** The primary was at `lsn` at time `at` (read before the replica's position of the same round). */
  primaryAt(at: number, lsn: number): void {
    this.samples.push({ at, lsn });
    if (this.samples.length > 1_000) this.samples.shift();
  }

  /** The replica has replayed the WAL up to `lsn`. */
  replicaAt(lsn: number): void {
    this.replayed = lsn;
    // only the newest sample it has reached is still needed, and those after it
    const reached = this.lastReachedIndex();
    if (reached > 0) this.samples = this.samples.slice(reached);
  }

  /** Seconds since the primary first had WAL the replica has not replayed yet; 0 when it has everything sampled. */
  lagSeconds(now: number): number {
    const behind = this.samples[this.lastReachedIndex() + 1];
    return behind ? Math.max(0, (now - behind.at) / 1000) : 0;
  }

  /** Time (ms) up to which everything committed on the primary is on the replica; -Infinity when unknown. */
  currentAsOf(): number {
    const i = this.lastReachedIndex();
    return i >= 0 ? this.samples[i]!.at : -Infinity;
  }

  private lastReachedIndex(): number {
    for (let i = this.samples.length - 1; i >= 0; i--) if (this.samples[i]!.lsn <= this.replayed) return i;
    return -1;
  }
}
