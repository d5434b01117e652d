import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteDurations } from './route-durations.ts';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const answers: Array<[string, string, number, number]> = [
  ['/wps/system/status', 'GET', 200, 0.002],
  ['/wps/system/status', 'GET', 304, 0.0007],
  ['/wps/system/status', 'GET', 200, 0.03],
  ['/wps/session/login', 'POST', 400, 0.2],
  ['/wps/session/login', 'POST', 200, 12],
  ['unmatched', 'GET', 404, 0.01],
];

describe('RouteDurations', () => {
  it('writes the same exposition as a prom-client histogram given the same answers', async () => {
    const ours = new Registry();
    const durations = new RouteDurations(buckets);
    ours.registerMetric(durations.asMetric());
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route pattern, method and status class.',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets,
      registers: [theirs],
    });
    const recorders = new Map<string, ReturnType<RouteDurations['recorder']>>();
    for (const [route, method, status, seconds] of answers) {
      if (!recorders.has(route)) recorders.set(route, durations.recorder(route));
      recorders.get(route)!(method, status, seconds);
      histogram.observe({ route, method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'http_request_duration_seconds_count{route="/wps/system/status",method="GET",status_class="2xx"} 2',
    );
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="10",route="/wps/session/login",method="POST",status_class="2xx"} 0',
    );

    // Recorders of the same route in two apps of one process share its series.
    durations.recorder('/wps/system/status')('GET', 200, 0.001);
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{route="/wps/system/status",method="GET",status_class="2xx"} 3',
    );
    ours.resetMetrics();
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{route="/wps/system/status",method="GET",status_class="2xx"} 0',
    );
  });
});
