import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import { LOGGER, Poller, SERVICE_ENV, type PassOutcome } from '@rl/service-kit';
import type { ListingsEnv } from '../env.js';
import { ListingChanges } from '../public-cache/listing-changes.js';
import { NoVinDecoder, VIN_DECODER, VinDecoderUnavailableError, type VinDecoderClient } from './vin-decoder-client.js';
import { VinDecodesStore } from './vin-decodes.store.js';

/** VINs decoded per pass (enrichment decodes one in ~40 ms; a pass never holds a replica for long). */
const BATCH = 20;
/** Longest wait between passes while the decoder is down. */
const MAX_BACKOFF_MS = 5 * 60_000;

/**
 * Decodes the VIN of every listing that has none stored: at once after a listing change (a new listing, an
 * edited or revised VIN, on any replica through ListingChanges) and every VIN_DECODE_POLL_MS besides. The
 * decoder being down only delays the marks (backing off up to 5 minutes); nothing waits for it. The passes
 * run on service-kit's Poller. Several
 * replicas may decode the same VIN at once: the store keeps the first answer, and decodes never change.
 */
@Injectable()
export class VinDecodeWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly poller: Poller;
  private running: Promise<number> | null = null;
  private failures = 0;

  constructor(
    private readonly store: VinDecodesStore,
    @Inject(VIN_DECODER) private readonly decoder: VinDecoderClient,
    private readonly changes: ListingChanges,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_ENV) private readonly env: ListingsEnv,
  ) {
    this.poller = new Poller({ name: 'VIN decoding', intervalMs: env.VIN_DECODE_POLL_MS, logger, pass: () => this.scheduledPass() });
    // while the decoder is down the backoff decides, not the changes
    changes.onChange(() => {
      if (this.failures === 0) this.poller.wake();
    });
  }

  onApplicationBootstrap(): void {
    // without a decoder (ENRICHMENT_URL unset) no listing is ever marked
    if (this.decoder instanceof NoVinDecoder) return;
    this.poller.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.poller.stop();
    await this.running;
  }

  /** One pass; resolves to the number of VINs stored (tests call it to wait for the work). */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => { this.running = null; });
    return this.running;
  }

  private async scheduledPass(): Promise<PassOutcome> {
    const stored = await this.runOnce();
    const backoff = Math.min(MAX_BACKOFF_MS, this.env.VIN_DECODE_POLL_MS * 2 ** this.failures);
    // a full batch leaves more to do: go on at once
    return { nextInMs: this.failures ? backoff : stored >= BATCH ? 0 : this.env.VIN_DECODE_POLL_MS };
  }

  private async pass(): Promise<number> {
    let stored = 0;
    let seenByBuyers = false;
    try {
      for (const vin of await this.store.undecoded(BATCH)) {
        if ((await this.store.save(vin, await this.decoder.decode(vin))).seenByBuyers) seenByBuyers = true;
        stored++;
      }
      this.failures = 0;
    } catch (err) {
      this.failures++;
      const level = err instanceof VinDecoderUnavailableError ? 'info' : 'warn';
      this.logger[level]({ err: (err as Error).message, failures: this.failures }, 'VIN decoding paused; will try again');
    }
    // the public answers cached without the marks are dropped on every replica (a decode of pending listings'
    // VINs only changes nothing they show: under a burst of new listings that dropped every cache each pass)
    if (seenByBuyers) this.changes.changed();
    return stored;
  }
}
