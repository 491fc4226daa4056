// Preloaded with `node --import @rl/service-kit/tracing dist/main.js` (the launcher and the images add it
// when OTEL_EXPORTER_OTLP_ENDPOINT is set): the ESM loader hook must be registered, and the SDK started,
// before the application's modules load, or their imports are not instrumented.
import { register } from 'node:module';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const { startTracing } = await import('./tracing.js');
  startTracing(process.env.OTEL_SERVICE_NAME ?? 'remote-listings');
}
