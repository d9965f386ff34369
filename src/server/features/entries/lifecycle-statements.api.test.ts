import type { KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  estimateBody,
  guestEntry,
  publishService,
  saveCard,
} from '../../../../test/helpers/entries.ts';
import {
  type Agent,
  createTestApp,
  signInDemoParties,
  type TestApp,
} from '../../../../test/helpers/test-app.ts';
import { createTestDatabase } from '../../../../test/helpers/test-database.ts';
import { seedDemo } from '../../db/seed.ts';

/**
 * Every statement the app sends for one entry walked through the whole c2g path, begin and commit
 * included, each step's mail written and marked sent (waited for after each step, so no two mails share a
 * mark as they do under load). 29 today: no session read (kept per process, http/session-cache.ts), a
 * mail insert and its mark per step (16), two for the application, one for each of the five plain moves,
 * the match (2: the read that finds the step and its amount, then the update `where` the entry is still
 * as read, which counts the booking too) and the payment (4: the claim, whose lock reads the saved card;
 * the sandbox provider's two, the key's first charge read with the card, then its insert; one statement
 * that records the charge, the transition and the sale). Issue 14 asks for about 40; the budget is
 * today's count and one, so a read-back or a look-up added back to any step fails this.
 */
const BUDGET = 30;
const PER_SECOND = ['site_settings', 'form_schemas'];
const METRICS_TOKEN = 'lifecycle-statements-metrics-token';

/** The SQL the app sends, to name the statements in a failure (begin and commit never reach a plugin). */
const sent: Array<{ node: RootOperationNode; queryId: QueryId }> = [];
const recorder: KyselyPlugin = {
  transformQuery(query) {
    sent.push(query);
    return query.node;
  },
  transformResult: async ({ result }) => result,
};

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;

beforeAll(async () => {
  const database = await createTestDatabase();
  await seedDemo(database.db, { catalogue: false });
  t = await createTestApp({
    database: { ...database, db: database.db.withPlugin(recorder) },
    metricsToken: METRICS_TOKEN,
  });
  ({ cast, guest } = await signInDemoParties(t));
  ({ serviceId } = await publishService(cast));
  await saveCard(t, guest);
});
afterAll(() => t?.close());

describe('the statements of one entry', () => {
  it(`walks enter → estimate → approve → last estimate → order → approve → completion → pay in at most ${BUDGET} statements`, async () => {
    // A first walk warms what is cached per process (site settings, forms), as a running server has.
    await walk();
    await t.app.mailOutbox.idle();
    const before = t.database.statementsSent();
    sent.length = 0;
    const id = await walk();
    const statements = t.database.statementsSent() - before;
    const executor = t.database.db.getExecutor();
    const named = sent.map(({ node, queryId }) => executor.compileQuery(node, queryId).sql.slice(0, 160));
    expect((await guest.get(guestEntry(id))).json().data.status).toBe('paid');
    // The site settings and the forms are kept a second per process: read once a second, not per entry.
    const refreshes = named.filter((q) => PER_SECOND.some((table) => q.includes(`from "${table}"`))).length;
    expect(statements - refreshes, named.join('\n')).toBeLessThanOrEqual(BUDGET);
  });
});

describe('tsunagu_db_statements_total', () => {
  it('is the count of statements the app has sent, at each scrape', async () => {
    await walk();
    const before = t.database.statementsSent();
    const scrape = await t.agent().get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    const after = t.database.statementsSent();
    expect(scrape.statusCode).toBe(200);
    const value = Number(/^tsunagu_db_statements_total (\d+)$/m.exec(scrape.body)?.[1]);
    // The scrape sends statements of its own (the outbox's depth), before or after reading the count.
    expect(value).toBeGreaterThanOrEqual(before);
    expect(value).toBeLessThanOrEqual(after);
    expect(before).toBeGreaterThan(0);
  });
});

/** The benchmark's walk (bench/lifecycle.ts), waiting for each step's mail to leave as a quiet server does. */
async function walk() {
  const step = async (response: Promise<{ statusCode: number; body: string }>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    await t.app.mailOutbox.idle();
  };
  const id = await enter(guest, serviceId);
  await t.app.mailOutbox.idle();
  await step(cast.post(castEntry(id, '/estimates/initial'), estimateBody()));
  await step(guest.post(guestEntry(id, '/approve-estimate')));
  await step(cast.post(castEntry(id, '/estimates/last'), estimateBody()));
  await step(guest.post(guestEntry(id, '/order')));
  await step(cast.post(castEntry(id, '/approve')));
  await step(cast.put(castEntry(id, '/report-completion')));
  await step(guest.post(guestEntry(id, '/pay')));
  return id;
}
