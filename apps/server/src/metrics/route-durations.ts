import type { Metric } from 'prom-client';

type Labels = { route: string; method: string; status_class: string };

/** One line of the exposition, as prom-client's registry formats it. */
interface Line {
  metricName: string;
  labels: Labels | (Labels & { le: number | '+Inf' });
  value: number;
}

/** The answers of one route, method and status class: how many fell in each bucket, and all. */
class Series {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length);
  }

  observe(seconds: number): void {
    this.sum += seconds;
    this.count += 1;
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i += 1) {
      if (seconds <= bounds[i]!) {
        this.counts[i]! += 1;
        return;
      }
    }
  }

  clear(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

/** What one route records an answer with. */
export type RouteRecorder = (method: string, statusCode: number, seconds: number) => void;

/**
 * `http_request_duration_seconds`: every answer's time by route pattern, method and status
 * class, as a Prometheus histogram in the process's registry. Recorded by hand rather than
 * through prom-client's `Histogram`, whose `observe` builds, checks and hashes the label set
 * on every call, labelled child included: with reading the route pattern back from the request,
 * that was a tenth of what the cheapest answer cost. Here each route gets its recorder once
 * (`recorder`), which finds its series by method and status class in two small lookups; the
 * registry asks for the values (`get`) only when scraped. Series are shared by every app of a
 * process that records the same labels, as prom-client's would be.
 */
export class RouteDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'HTTP request duration by route pattern, method and status class.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(private readonly bounds: readonly number[]) {}

  /** The recorder of one route pattern ('unmatched' for answers no route gave). */
  recorder(route: string): RouteRecorder {
    // By method, then by status class (1 to 5; 0 for anything outside 100-599).
    const byMethod = new Map<string, Array<Series | undefined>>();
    return (method, statusCode, seconds) => {
      let byClass = byMethod.get(method);
      if (!byClass) {
        byClass = [];
        byMethod.set(method, byClass);
      }
      const statusClass = statusCode >= 100 && statusCode < 600 ? Math.floor(statusCode / 100) : 0;
      let series = byClass[statusClass];
      if (!series) {
        series = this.seriesOf({ route, method, status_class: `${statusClass}xx` });
        byClass[statusClass] = series;
      }
      series.observe(seconds);
    };
  }

  private seriesOf(labels: Labels): Series {
    const key = `${labels.route}\u0000${labels.method}\u0000${labels.status_class}`;
    let series = this.series.get(key);
    if (!series) {
      series = new Series(labels, this.bounds);
      this.series.set(key, series);
    }
    return series;
  }

  /** The histogram's lines as the registry writes them: cumulative buckets, sum and count. */
  async get() {
    const values: Line[] = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let below = 0;
      this.bounds.forEach((le, index) => {
        below += counts[index]!;
        values.push({ metricName: `${this.name}_bucket`, labels: { le, ...labels }, value: below });
      });
      values.push({
        metricName: `${this.name}_bucket`,
        labels: { le: '+Inf', ...labels },
        value: count,
      });
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  /** Every series back to zero (the registry's `resetMetrics`). */
  reset(): void {
    for (const series of this.series.values()) series.clear();
  }

  /**
   * As the registry takes it: its type names prom-client's own metric classes, of which the
   * registry uses only the names, `get` and `reset`.
   */
  asMetric(): Metric {
    return this as unknown as Metric;
  }
}
