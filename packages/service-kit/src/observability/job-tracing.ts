import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const CARRIER = '_trace';
const tracer = trace.getTracer('rl-queues');

/** The job payload with the current trace context beside it (empty when tracing is off). */
export function withTraceContext<T extends object>(job: T): T {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return Object.keys(carrier).length ? { ...job, [CARRIER]: carrier } : job;
}

export function withoutTraceContext<T extends object>(job: T): T {
  if (!(CARRIER in job)) return job;
  const { [CARRIER]: _dropped, ...rest } = job as T & { [CARRIER]?: unknown };
  return rest as T;
}

/** Runs a worker's job in a consumer span that continues the trace of the request that enqueued it. */
export function inJobSpan<R>(name: string, job: object, work: () => Promise<R>): Promise<R> {
  const carrier = ((job as { [CARRIER]?: Record<string, string> })[CARRIER]) ?? {};
  const parent = propagation.extract(context.active(), carrier);
  return context.with(parent, () =>
    tracer.startActiveSpan(name, { kind: SpanKind.CONSUMER }, async (span) => {
      try {
        return await work();
      } catch (err) {
        span.recordException(err as Error);
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw err;
      } finally {
        span.end();
      }
    }));
}
