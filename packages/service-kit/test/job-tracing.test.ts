import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { inJobSpan, withoutTraceContext, withTraceContext } from '../src/observability/job-tracing.js';

// A queued job carries the enqueuing request's trace context, so the worker's span is a child in the
// same trace (what an operator follows from the gateway to the worker); the processor never sees it.
const exporter = new InMemorySpanExporter();
beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
});
afterAll(() => {
  trace.disable();
  propagation.disable();
  context.disable();
});

it('continues the trace of the request that enqueued the job, in the worker', async () => {
  const tracer = trace.getTracer('test');
  const job = { kind: 'vin', input: { vin: 'WP0AB2A9XMS123456' } };
  let queued: object = {};
  let requestSpanId = '';
  let traceId = '';
  tracer.startActiveSpan('POST /api/vin', (span) => {
    queued = withTraceContext(job);
    requestSpanId = span.spanContext().spanId;
    traceId = span.spanContext().traceId;
    span.end();
  });
  expect(queued).toHaveProperty('_trace.traceparent');
  // the worker, later, outside the request's context
  let seen: object = {};
  await inJobSpan('enrichment vin', JSON.parse(JSON.stringify(queued)), async () => {
    seen = withoutTraceContext(JSON.parse(JSON.stringify(queued)));
  });
  expect(seen).toEqual(job);
  const jobSpan = exporter.getFinishedSpans().find((s) => s.name === 'enrichment vin')!;
  expect(jobSpan.spanContext().traceId).toBe(traceId);
  expect(jobSpan.parentSpanContext?.spanId).toBe(requestSpanId);
});

it('adds nothing to the job when tracing is off', () => {
  trace.disable();
  propagation.disable();
  const job = { kind: 'features' };
  expect(withTraceContext(job)).toEqual(job);
});
