import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { makeBearerCheck } from '../auth/bearer-secret.ts';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { RouteDurations } from './route-durations.ts';

/** The Prometheus registry of a process and the metrics the HTTP layer records. */
export interface Metrics {
  registry: Registry;
  httpDuration: RouteDurations;
  /** Where a vendor transfer's time goes, phase by phase (`wallet/transfer-phases.ts`). */
  transferPhase: Histogram<'phase'>;
}

let shared: Metrics | null = null;

/**
 * One registry per process: default metrics (event loop, memory, GC) install process-wide
 * observers, so several apps in one process (tests) share them rather than stacking copies.
 */
export function processMetrics(): Metrics {
  if (shared) return shared;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new RouteDurations([
    0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
  ]);
  registry.registerMetric(httpDuration.asMetric());
  const transferPhase = new Histogram({
    name: 'wallet_transfer_phase_seconds',
    help: 'Vendor transfer time by phase: checks, claim, hold, vendor, settle, answer.',
    labelNames: ['phase'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  shared = { registry, httpDuration, transferPhase };
  return shared;
}

/**
 * Records every response and, when a `METRICS_TOKEN` is configured, serves `/metrics` to
 * scrapers that send it as a bearer token (the counts name every route, the memory and the Node
 * version: nothing for the public). Routes are labelled by their pattern, never the raw URL, and
 * unmatched URLs share one label, so scanners cannot blow up the label count.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  // Each route records with a recorder made for its pattern when it is added, so no answer
  // reads its route back from the request (Fastify builds a new options object per read).
  app.addHook('onRoute', (route) => {
    const record = metrics.httpDuration.recorder(route.url);
    const hook: onResponseHookHandler = (request, reply, done) => {
      record(request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    // A new array: Fastify copies a GET route's options for its HEAD route before this runs,
    // and then runs this for the HEAD route too.
    route.onResponse = [...[route.onResponse ?? []].flat(), hook];
  });
  // The not-found handler is no route: its answers share one label, so scanners cannot blow
  // up the label count with URLs of their own.
  const unmatched = metrics.httpDuration.recorder('unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (token === undefined) return;
  app.get('/metrics', { onRequest: makeBearerCheck(token) }, async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
