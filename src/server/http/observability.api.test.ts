import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
/** This process's own request ids: a prefix drawn at start-up and a counter. */
const OWN_ID = /^[\w-]{8}-[0-9a-z]+$/;

let t: TestApp;
const logLines: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  t = await createTestApp({
    metricsToken: TOKEN,
    logStream: { write: (line) => logLines.push(JSON.parse(line)) },
  });
});
afterAll(() => t?.close());

/** The value of one series in a Prometheus text page (0 when it is not there yet). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = async () => {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('request ids', () => {
  it('names each request in its answer and in every log line of it, errors included', async () => {
    const ok = await t.agent().get('/api/site');
    const missing = await t.agent().get('/api/services/nosuchservice1');
    expect(missing.statusCode).toBe(404);
    for (const response of [ok, missing]) {
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(OWN_ID);
      const lines = logLines.filter((line) => line.requestId === id);
      expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
    expect(ok.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
    // Every line written about a request says which.
    expect(logLines.filter((line) => 'req' in line || 'res' in line).every((line) => line.requestId)).toBe(
      true,
    );
  });

  it("keeps a proxy's id when it looks like one, and replaces anything else", async () => {
    const kept = await t.agent().get('/api/health', { 'x-request-id': 'edge-4f2a9c1b77' });
    expect(kept.headers['x-request-id']).toBe('edge-4f2a9c1b77');
    const replaced = await t.agent().get('/api/health', { 'x-request-id': 'bad id\n<script>' });
    expect(replaced.headers['x-request-id']).toMatch(OWN_ID);
  });
});

describe('GET /metrics', () => {
  it('is refused without the token and with a wrong one', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('tsunagu_');
  });

  it('counts answers by route pattern and status, with their latency; unknown paths as one series', async () => {
    const detail404 =
      'tsunagu_http_requests_total{method="GET",route="/api/services/:serviceId",status="404"}';
    const detailLatency =
      'tsunagu_http_request_duration_seconds_count{method="GET",route="/api/services/:serviceId"}';
    const unmatched = 'tsunagu_http_requests_total{method="GET",route="unmatched",status="404"}';
    const before = await scrape();
    await t.agent().get('/api/services/abc123');
    await t.agent().get('/api/services/def456');
    await t.agent().get('/api/no/such/path');
    const after = await scrape();
    expect(sample(after, detail404) - sample(before, detail404)).toBe(2);
    expect(sample(after, detailLatency) - sample(before, detailLatency)).toBe(2);
    expect(sample(after, unmatched) - sample(before, unmatched)).toBe(1);
    expect(after).not.toContain('abc123');
    expect(after).toContain('tsunagu_process_cpu_seconds_total');
  });

  it("reports each background sweep's runs and what it changed", async () => {
    await t.app.scheduler.tick();
    const text = await scrape();
    expect(sample(text, 'tsunagu_sweep_runs_total{task="entries.expire",outcome="ok"}')).toBe(1);
    expect(sample(text, 'tsunagu_sweep_changed_total{task="entries.expire"}')).toBe(0);
    expect(sample(text, 'tsunagu_sweep_duration_seconds_count{task="payouts.close"}')).toBe(1);
  });

  it('does not exist on a server without a token', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
