/**
 * The lifecycle benchmark: workers each drive entries through the whole c2g path over HTTP, as the
 * web app does (enter, initial estimate, approve it, last estimate, order, approve, report completion,
 * pay with the saved sandbox card). The same loop against the bare Fastify ceiling gives the reference.
 */
import { randomUUID } from 'node:crypto';

type Method = 'GET' | 'POST' | 'PUT';
/** The little the benchmark reads of an answer: an entry's id, a token's id. */
type Answer = { id?: string; data?: { id?: string } } | null;

/** A signed-in caller with its own cookies and XSRF header, like the browser. */
export class Caller {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async call(
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Answer; headers: Headers }> {
    const response = await fetch(this.base + path, {
      method,
      headers: {
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers };
  }

  async ok(method: Method, path: string, body?: unknown) {
    const { status, json } = await this.call(method, path, body);
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    return json;
  }
}

const estimate = { items: [{ label: '作業', unitPrice: 3000, quantity: 3, unit: '時間' }], message: '' };

/** One entry end to end; returns the number of calls it made. */
async function walkEntry(cast: Caller, guest: Caller, serviceId: string) {
  const created = await guest.ok('POST', `/api/services/${serviceId}/entries`, {
    action: 'confirm',
    idempotencyKey: randomUUID().replaceAll('-', ''),
    values: { request: 'ベンチマーク' },
  });
  const id = created?.data?.id ?? 'x';
  const c = `/api/casts/me/entries/${id}`;
  const g = `/api/guests/me/entries/${id}`;
  await cast.ok('POST', `${c}/estimates/initial`, estimate);
  await guest.ok('POST', `${g}/approve-estimate`);
  await cast.ok('POST', `${c}/estimates/last`, estimate);
  await guest.ok('POST', `${g}/order`);
  await cast.ok('POST', `${c}/approve`);
  await cast.ok('PUT', `${c}/report-completion`);
  await guest.ok('POST', `${g}/pay`);
}

export async function signIn(base: string, type: 'cast' | 'guest', email: string, password: string) {
  const caller = new Caller(base);
  await caller.call('GET', '/api/health');
  await caller.ok('POST', '/api/login', { type, email, password });
  return caller;
}

/** Entries per second and the p99 of one entry's whole path, over `durationS` with `workers` in parallel. */
async function drive(walk: () => Promise<void>, durationS: number, workers: number) {
  const durations: number[] = [];
  const end = performance.now() + durationS * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await walk();
        durations.push(performance.now() - started);
      }
    }),
  );
  durations.sort((a, b) => a - b);
  return {
    perSecond: durations.length / durationS,
    p99: durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))] ?? 0,
  };
}

/** The demo cast's demo service, walked by the demo guest with a saved sandbox card. */
export async function measureLifecycle(base: string, password: string, durationS: number, workers: number) {
  const cast = await signIn(base, 'cast', 'cast@example.com', password);
  const guest = await signIn(base, 'guest', 'guest@example.com', password);
  const token = await guest.ok('POST', '/sandbox-provider/v1/tokens', {
    publicKey: 'pk_sandbox_tsunagu_demo',
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  await guest.ok('PUT', '/api/customers/me/credit-card', { token: token?.id });
  return drive(() => walkEntry(cast, guest, 'demoService01'), durationS, workers);
}

/** The same eight calls per entry against the bare Fastify route: what HTTP alone allows. */
export async function measureLifecycleCeiling(base: string, durationS: number, workers: number) {
  const caller = new Caller(base);
  return drive(
    async () => {
      for (let step = 0; step < 8; step += 1) await caller.call('POST', `/api/step/${step}`, estimate);
    },
    durationS,
    workers,
  );
}
