import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * OpenTelemetry traces of this process, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the SDK
 * reads the endpoint and OTEL_SERVICE_NAME itself). Incoming and outgoing HTTP (so `traceparent` flows
 * gateway -> service -> service), Express routes, PostgreSQL queries and Redis commands become spans;
 * queue jobs carry the context to the worker (job-tracing.ts). Without the variable nothing starts.
 */
export function startTracing(serviceName: string): NodeSDK | undefined {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return undefined;
  process.env.OTEL_SERVICE_NAME ??= serviceName;
  const sdk = new NodeSDK({
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => (req.url ?? '').startsWith('/health/') }),
      new ExpressInstrumentation(),
      new PgInstrumentation(),
      new IORedisInstrumentation(),
    ],
  });
  sdk.start();
  const stop = () => void sdk.shutdown().catch(() => undefined);
  process.once('beforeExit', stop);
  return sdk;
}
