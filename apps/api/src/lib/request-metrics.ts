// Requests by route: counted on every answer, so kept as plain numbers (a map lookup, an increment and a bucket search,
// about 0.1 µs) and turned into Prometheus' counter and histogram only when scraped. prom-client's own Counter and
// Histogram hash their labels on every observation (1.7 µs a request here), a twentieth of the door's whole answer.
import type { Metric, Registry } from 'prom-client';

interface Tally {
  method: string;
  route: string;
  byStatus: Map<number, number>;
  /** Observations per bucket (not cumulative); the last is above every bound (+Inf). */
  hits: number[];
  sum: number;
  count: number;
}

export interface RequestMetrics {
  observe(method: string, route: string, status: number, seconds: number): void;
}

type Value = { metricName?: string; labels: Record<string, string | number>; value: number };

/** A metric as the registry reads it (Registry#metrics calls get(); resetMetrics calls reset()). */
function collected(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => Promise.resolve({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => {},
  };
  return metric as unknown as Metric;
}

export function createRequestMetrics(registry: Registry, buckets: readonly number[]): RequestMetrics {
  // By method, then route: two lookups, no key string built per request.
  const byMethod = new Map<string, Map<string, Tally>>();
  const all = () => [...byMethod.values()].flatMap((routes) => [...routes.values()]);
  registry.registerMetric(
    collected(
      'http_requests_total',
      'Answered requests, by method, route pattern and status',
      'counter',
      () =>
        all().flatMap((t) =>
          [...t.byStatus].map(([status, value]) => ({
            labels: { method: t.method, route: t.route, status: String(status) },
            value,
          })),
        ),
    ),
  );
  const name = 'http_request_duration_seconds';
  registry.registerMetric(
    collected(name, 'Time from the request to its answer, by method and route pattern', 'histogram', () =>
      all().flatMap((t) => {
        const labels = { method: t.method, route: t.route };
        let cumulative = 0;
        const values: Value[] = buckets.map((le, i) => {
          cumulative += t.hits[i]!;
          return { metricName: `${name}_bucket`, labels: { ...labels, le }, value: cumulative };
        });
        values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: t.count });
        values.push({ metricName: `${name}_sum`, labels, value: t.sum });
        values.push({ metricName: `${name}_count`, labels, value: t.count });
        return values;
      }),
    ),
  );
  return {
    observe(method, route, status, seconds) {
      let routes = byMethod.get(method);
      if (!routes) byMethod.set(method, (routes = new Map()));
      let t = routes.get(route);
      if (!t) {
        t = {
          method,
          route,
          byStatus: new Map(),
          hits: new Array<number>(buckets.length + 1).fill(0),
          sum: 0,
          count: 0,
        };
        routes.set(route, t);
      }
      t.byStatus.set(status, (t.byStatus.get(status) ?? 0) + 1);
      let i = 0;
      while (i < buckets.length && seconds > buckets[i]!) i++;
      t.hits[i]!++;
      t.sum += seconds;
      t.count++;
    },
  };
}
