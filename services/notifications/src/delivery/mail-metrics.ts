import { Counter } from 'prom-client';
import { metricsRegistry } from '@rl/service-kit';

/** Every delivery attempt's outcome: sent, retry (SMTP unreachable or 4xx), failed (refused for good). */
export const mailAttempts = new Counter({
  name: 'mail_attempts_total',
  help: 'Mail delivery attempts by kind and outcome (sent, retry, failed)',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});
