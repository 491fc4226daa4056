import { z } from 'zod';
import { BaseEnvSchema, loadEnv } from '@rl/service-kit';

export const ModerationEnvSchema = BaseEnvSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(4003),
  DB_SCHEMA: BaseEnvSchema.shape.DB_SCHEMA.default('moderation'),
});
export type ModerationEnv = z.infer<typeof ModerationEnvSchema>;

export const loadModerationEnv = (source: NodeJS.ProcessEnv = process.env): ModerationEnv => loadEnv(ModerationEnvSchema, source);
