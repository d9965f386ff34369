import type { Registry } from 'prom-client';

/** Upper bounds of the latency histogram, in seconds. */
const BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface RouteTally {
  byStatus: Map<number, number>;
  /** Answers per bucket (not cumulative); the last slot counts those above every bound. */
  buckets: number[];
  sum: number;
  count: number;
}

type Labels = Record<string, string | number>;
interface Value {
  labels: Labels;
  value: number;
  metricName?: string;
}

/**
 * Every answer is counted in plain numbers per route: prom-client's counters and histogram hash their
 * labels on each call, which was a measurable share of a cheap request. The Prometheus series are
 * made from these numbers when `/metrics` is read: requests by method, route pattern and status, their
 * latency as a histogram, and 5xx answers by route pattern.
 */
export function createAnswerTally(registry: Registry) {
  const routes = new Map<string, Map<string, RouteTally>>();

  function record(method: string, route: string, status: number, seconds: number) {
    let byMethod = routes.get(route);
    if (byMethod === undefined) {
      byMethod = new Map();
      routes.set(route, byMethod);
    }
    let tally = byMethod.get(method);
    if (tally === undefined) {
      tally = { byStatus: new Map(), buckets: new Array(BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      byMethod.set(method, tally);
    }
    tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < BUCKETS.length && seconds > (BUCKETS[bucket] as number)) bucket += 1;
    tally.buckets[bucket] = (tally.buckets[bucket] as number) + 1;
    tally.sum += seconds;
    tally.count += 1;
  }

  function* each() {
    for (const [route, byMethod] of routes)
      for (const [method, tally] of byMethod) yield { route, method, tally };
  }

  /** A metric prom-client's registry reads like its own: its values are made at each scrape. */
  function series(name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) {
    const metric = {
      name,
      help,
      type,
      aggregator: 'sum' as const,
      get: async () => ({ name, help, type, aggregator: 'sum' as const, values: values() }),
      reset: () => routes.clear(),
    };
    registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  series(
    'tsunagu_http_requests_total',
    'HTTP requests answered, by method, route pattern and status',
    'counter',
    () =>
      [...each()].flatMap(({ route, method, tally }) =>
        [...tally.byStatus].map(([status, value]) => ({ labels: { method, route, status }, value })),
      ),
  );

  series(
    'tsunagu_http_request_duration_seconds',
    'Time to answer an HTTP request, by method and route pattern',
    'histogram',
    () =>
      [...each()].flatMap(({ route, method, tally }): Value[] => {
        const name = 'tsunagu_http_request_duration_seconds';
        let below = 0;
        const buckets = BUCKETS.map((le, index) => {
          below += tally.buckets[index] as number;
          return { labels: { le, method, route }, value: below, metricName: `${name}_bucket` };
        });
        return [
          ...buckets,
          { labels: { le: '+Inf', method, route }, value: tally.count, metricName: `${name}_bucket` },
          { labels: { method, route }, value: tally.sum, metricName: `${name}_sum` },
          { labels: { method, route }, value: tally.count, metricName: `${name}_count` },
        ];
      }),
  );

  series('tsunagu_http_server_errors_total', 'Answers with a 5xx status, by route pattern', 'counter', () => {
    const byRoute = new Map<string, number>();
    for (const { route, tally } of each())
      for (const [status, value] of tally.byStatus)
        if (status >= 500) byRoute.set(route, (byRoute.get(route) ?? 0) + value);
    return [...byRoute].map(([route, value]) => ({ labels: { route }, value }));
  });

  return record;
}
