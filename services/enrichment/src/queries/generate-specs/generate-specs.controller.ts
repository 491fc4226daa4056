import { Body, Controller, Header, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { apiError } from '@rl/service-kit';
import { ROUTES, SpecsGenerateBodySchema, type SpecsGenerateInput, type SpecsGenerateResponse, vehicleTitle } from '@rl/contracts';
import { answerFromQueue } from '../../queue/answer-from-queue.js';
import { ENRICHMENT_QUEUE_TOKEN, type EnrichmentQueue } from '../../queue/enrichment-queue.js';
import { EnrichmentLimits } from '../../limits/enrichment-limits.js';

/**
 * POST /api/vehicles/specs/generate (spec §7): body type, fuel, transmission and drivetrain as stored
 * values, from the catalog and the trim's keywords. An unknown car is a 404 (the form only logs it).
 */
@UseGuards(EnrichmentLimits)
@Controller()
export class GenerateSpecsController {
  constructor(@Inject(ENRICHMENT_QUEUE_TOKEN) private readonly queue: EnrichmentQueue) {}

  @Post(ROUTES.specsGenerate)
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async generate(@Body({ schema: SpecsGenerateBodySchema }) body: SpecsGenerateInput): Promise<SpecsGenerateResponse> {
    const result = await answerFromQueue(this.queue, { kind: 'specs', input: body }, 'Spec generation');
    if (!result.specs) {
      const car = vehicleTitle(body);
      throw apiError(404, `No specs known for ${car}: the catalog does not list this vehicle`);
    }
    return result.specs;
  }
}
