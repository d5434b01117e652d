import type { FastifyInstance } from 'fastify';
import { makeBearerCheck } from '../auth/bearer-secret.ts';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The Prometheus registry of a process and the metrics the HTTP layer records. */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'route' | 'method' | 'status_class'>;
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
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
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
  // One labelled child per route, method and status class, looked up once: observing through
  // a label object hashes the labels on every response.
  const children = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${statusClass} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = metrics.httpDuration.labels({
        route,
        method: request.method,
        status_class: statusClass,
      });
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });
  if (token === undefined) return;
  app.get('/metrics', { onRequest: makeBearerCheck(token) }, async (_request, reply) => {
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
