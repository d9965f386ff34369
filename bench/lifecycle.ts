/**
 * The lifecycle benchmark: workers each drive entries through the whole c2g path over HTTP, as the
 * web app does (enter, initial estimate, approve it, last estimate, order, approve, report completion,
 * pay with the saved sandbox card), and it reports the calls a second, their p99 and the statements
 * the server sent per entry.
 */
import { randomUUID } from 'node:crypto';
import { Agent, type OutgoingHttpHeaders, request } from 'node:http';

type Method = 'GET' | 'POST' | 'PUT';
/** The little the benchmark reads of an answer: an entry's id, a token's id. */
type Answer = { id?: string; data?: { id?: string } } | null;

/**
 * A signed-in caller with its own cookies and XSRF header, like the browser. It speaks through
 * `node:http` on kept-alive sockets rather than `fetch`: the walkers share the 2-core machine with the
 * server and its database, and `fetch` spent about 2.5 ms of CPU a call here, as much as the server.
 */
export class Caller {
  private readonly cookies = new Map<string, string>();
  private readonly agent = new Agent({ keepAlive: true });
  constructor(private readonly base: string) {}

  call(
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Answer; headers: Headers }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: OutgoingHttpHeaders = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-requested-with': 'XMLHttpRequest',
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve, reject) => {
      const sent = request(this.base + path, { method, headers, agent: this.agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          for (const cookie of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = cookie.split(';');
            const at = pair.indexOf('=');
            this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
          }
          const answerHeaders = new Headers();
          for (let i = 0; i < response.rawHeaders.length; i += 2)
            answerHeaders.append(response.rawHeaders[i] ?? '', response.rawHeaders[i + 1] ?? '');
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({
              status: response.statusCode ?? 0,
              json: text ? JSON.parse(text) : null,
              headers: answerHeaders,
            });
          } catch (error) {
            reject(error);
          }
        });
      });
      sent.on('error', reject);
      sent.end(payload);
    });
  }

  async ok(method: Method, path: string, body?: unknown) {
    const { status, json } = await this.call(method, path, body);
    if (status >= 300) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(json)}`);
    return json;
  }
}

const estimate = { items: [{ label: '作業', unitPrice: 3000, quantity: 3, unit: '時間' }], message: '' };

/** One entry end to end, eight calls; each call's duration goes to `durations` (ms). */
async function walkEntry(cast: Caller, guest: Caller, serviceId: string, durations: number[]) {
  const timed = async <T>(call: () => Promise<T>) => {
    const started = performance.now();
    const answer = await call();
    durations.push(performance.now() - started);
    return answer;
  };
  const created = await timed(() =>
    guest.ok('POST', `/api/services/${serviceId}/entries`, {
      action: 'confirm',
      idempotencyKey: randomUUID().replaceAll('-', ''),
      values: { request: 'ベンチマーク' },
    }),
  );
  const id = created?.data?.id ?? 'x';
  const c = `/api/casts/me/entries/${id}`;
  const g = `/api/guests/me/entries/${id}`;
  await timed(() => cast.ok('POST', `${c}/estimates/initial`, estimate));
  await timed(() => guest.ok('POST', `${g}/approve-estimate`));
  await timed(() => cast.ok('POST', `${c}/estimates/last`, estimate));
  await timed(() => guest.ok('POST', `${g}/order`));
  await timed(() => cast.ok('POST', `${c}/approve`));
  await timed(() => cast.ok('PUT', `${c}/report-completion`));
  await timed(() => guest.ok('POST', `${g}/pay`));
}

export async function signIn(base: string, type: 'cast' | 'guest', email: string, password: string) {
  const caller = new Caller(base);
  await caller.call('GET', '/api/health');
  await caller.ok('POST', '/api/login', { type, email, password });
  return caller;
}

/** Statements the server has sent to its database (`tsunagu_db_statements_total` at /metrics). */
async function statementsSent(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /metrics: ${response.status}`);
  const line = (await response.text()).split('\n').find((l) => l.startsWith('tsunagu_db_statements_total '));
  if (!line) throw new Error('GET /metrics: no tsunagu_db_statements_total');
  return Number(line.split(' ')[1]);
}

export interface LifecycleResult {
  /** Lifecycle calls answered a second (eight per entry). */
  actionsPerSecond: number;
  /** The slowest 1 % of those calls. */
  p99Ms: number;
  /** Statements the server sent per entry walked, its mails' included; undefined without a metrics token. */
  statementsPerEntry: number | undefined;
  /** Entries walked end to end in the measured time. */
  entries: number;
}

/**
 * The demo cast's demo service, walked by the demo guest with a saved sandbox card: `workers` walkers in
 * parallel, each one entry at a time, for `durationS` after a second's warm-up. The statements per entry
 * are read from the server's /metrics (METRICS_TOKEN, which the server must have too).
 */
export async function measureLifecycle(
  base: string,
  password: string,
  durationS: number,
  workers: number,
  metricsToken = process.env.METRICS_TOKEN,
): Promise<LifecycleResult> {
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
  const drive = async (seconds: number) => {
    const durations: number[] = [];
    let entries = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (performance.now() < end) {
          await walkEntry(cast, guest, 'demoService01', durations);
          entries += 1;
        }
      }),
    );
    return { durations, entries };
  };
  await drive(1);
  const before = metricsToken ? await statementsSent(base, metricsToken) : undefined;
  const started = performance.now();
  const { durations, entries } = await drive(durationS);
  const elapsedS = (performance.now() - started) / 1000;
  // The last mails are marked sent just after their answers.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const after = metricsToken ? await statementsSent(base, metricsToken) : undefined;
  durations.sort((a, b) => a - b);
  return {
    actionsPerSecond: durations.length / elapsedS,
    p99Ms: durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.99))] ?? 0,
    // The reads of /metrics are one statement each at most (the outbox depth gauge), not the entries'.
    statementsPerEntry:
      before !== undefined && after !== undefined && entries > 0 ? (after - before) / entries : undefined,
    entries,
  };
}
