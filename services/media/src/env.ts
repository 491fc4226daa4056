import { z } from 'zod';
import { BaseEnvSchema, loadEnv } from '@rl/service-kit';

export const MediaEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4004),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('media'),
});
export type MediaEnv = z.infer<typeof MediaEnvSchema>;

export const loadMediaEnv = (source: NodeJS.ProcessEnv = process.env): MediaEnv => loadEnv(MediaEnvSchema, source);
