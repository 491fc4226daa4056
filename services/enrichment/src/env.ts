import { z } from 'zod';
import { BaseEnvSchema, loadEnv } from '@rl/service-kit';

export const EnrichmentEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4005),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('enrichment'),
});
export type EnrichmentEnv = z.infer<typeof EnrichmentEnvSchema>;

export const loadEnrichmentEnv = (source: NodeJS.ProcessEnv = process.env): EnrichmentEnv => loadEnv(EnrichmentEnvSchema, source);
