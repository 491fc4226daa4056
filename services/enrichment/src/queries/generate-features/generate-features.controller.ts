import { Body, Controller, Header, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { FeaturesGenerateBodySchema, ROUTES, type FeaturesGenerateInput, type FeaturesGenerateResponse } from '@rl/contracts';
import { answerFromQueue } from '../../queue/answer-from-queue.js';
import { ENRICHMENT_QUEUE_TOKEN, type EnrichmentQueue } from '../../queue/enrichment-queue.js';
import { EnrichmentLimits } from '../../limits/enrichment-limits.js';

/** POST /api/vehicles/features/generate (spec §7): open to visitors and users; the form calls it. */
@UseGuards(EnrichmentLimits)
@Controller()
export class GenerateFeaturesController {
  constructor(@Inject(ENRICHMENT_QUEUE_TOKEN) private readonly queue: EnrichmentQueue) {}

  @Post(ROUTES.featuresGenerate)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async generate(@Body({ schema: FeaturesGenerateBodySchema }) body: FeaturesGenerateInput): Promise<FeaturesGenerateResponse> {
    const result = await answerFromQueue(this.queue, { kind: 'features', input: body }, 'Feature generation');
    return { features: result.features };
  }
}
