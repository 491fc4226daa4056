import { z } from 'zod';
import { BaseEnvSchema, loadEnv } from '@rl/service-kit';

export const ListingsEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4002),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('listings'),
});
export type ListingsEnv = z.infer<typeof ListingsEnvSchema>;

export const loadListingsEnv = (source: NodeJS.ProcessEnv = process.env): ListingsEnv => loadEnv(ListingsEnvSchema, source);
