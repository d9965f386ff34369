import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { createAnswerTally } from './answer-tally.ts';
import { hookList } from './route-hooks.ts';

/**
 * What an operator's monitoring reads at `GET /metrics` (Prometheus text format): requests by route
 * pattern (never by raw URL, which would grow without bound) with their latency, server errors, and each
 * background sweep's runs, changes, failures and duration, and the mail outbox's depth, beside Node's own
 * process figures.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tsunagu_' });
  const answered = createAnswerTally(registry);
  const sweepRuns = new Counter({
    name: 'tsunagu_sweep_runs_total',
    help: 'Runs of each background sweep, by outcome',
    labelNames: ['task', 'outcome'] as const,
    registers: [registry],
  });
  const sweepChanged = new Counter({
    name: 'tsunagu_sweep_changed_total',
    help: 'Rows each background sweep found due and changed',
    labelNames: ['task'] as const,
    registers: [registry],
  });
  const sweepDuration = new Histogram({
    name: 'tsunagu_sweep_duration_seconds',
    help: 'Time each background sweep took',
    labelNames: ['task'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });

  return {
    registry,
    answered,
    swept(task: string, outcome: { changed: number } | { failed: true }, seconds: number) {
      sweepRuns.inc({ task, outcome: 'changed' in outcome ? 'ok' : 'failed' });
      if ('changed' in outcome) sweepChanged.inc({ task }, outcome.changed);
      sweepDuration.observe({ task }, seconds);
    },
    /**
     * Reads, at each scrape, how many statements the app has sent to its database since it started
     * (begin and commit included): the database's share of a request's cost, per second of traffic.
     */
    watchDatabaseStatements(sent: () => number) {
      new Counter({
        name: 'tsunagu_db_statements_total',
        help: 'Statements sent to the database since the process started, begin and commit included',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(sent());
        },
      });
    },
    /** Reads the mail outbox's depth at each scrape: mails waiting to leave and mails given up on. */
    watchMailOutbox(depth: () => Promise<{ pending: number; failed: number }>) {
      new Gauge({
        name: 'tsunagu_mail_outbox',
        help: 'Mails in the outbox, by status: pending (waiting to leave) or failed (given up on)',
        labelNames: ['status'] as const,
        registers: [registry],
        async collect() {
          const { pending, failed } = await depth();
          this.set({ status: 'pending' }, pending);
          this.set({ status: 'failed' }, failed);
        },
      });
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Counts every answer, and serves `GET /metrics` to a caller with `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise). Without a token configured the page does not exist: figures of a business are not public.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  // Each route counts its own answers under its pattern, known once here rather than looked up per answer.
  app.addHook('onRoute', (route) => {
    const pattern = route.url;
    const count: onResponseHookHandler = (request, reply, done) => {
      metrics.answered(request.method, pattern, reply.statusCode, reply.elapsedTime / 1000);
      done();
    };
    route.onResponse = [...hookList(route.onResponse as onResponseHookHandler | undefined), count];
  });
  // A path no route matched is counted as one: scanners would otherwise make a series per URL.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404)
      metrics.answered(request.method, 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: request.t('errors.unauthenticated') });
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
