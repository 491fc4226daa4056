import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { Poller } from './poller.js';

/** A provider whose background work is one Poller: started with the application, stopped before it closes. */
export abstract class PolledWork implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected abstract readonly poller: Poller;

  onApplicationBootstrap(): void {
    this.poller.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.poller.stop();
  }

  /** Run a pass soon (work was just recorded). */
  wake(): void {
    this.poller.wake();
  }

  /** One pass; resolves when the due work had its attempt (tests wait for the work with it). */
  runOnce(): Promise<void> {
    return this.poller.runOnce();
  }
}
