import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_EXAMPLES } from '../../../test/admin-route-examples/index.ts';
import type { RouteCall } from '../../../test/admin-route-examples/route-example.ts';
import { validBankAccount } from '../../../test/helpers/bank-account.ts';
import {
  castEntry,
  enter,
  entryBody,
  estimateBody,
  insertEntry,
  otherAccount,
  publishService,
  saveCard,
} from '../../../test/helpers/entries.ts';
import { listenOnLoopback } from '../../../test/helpers/event-stream.ts';
import { type ApiOperation, apiOperations, sampleOf, urlOf } from '../../../test/helpers/openapi.ts';
import { setPayment } from '../../../test/helpers/site.ts';
import { type Agent, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { uploadPng } from '../../../test/helpers/upload-image.ts';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.table.ts';

type Identity = 'anonymous' | 'operator' | 'castA' | 'castB' | 'guestA' | 'guestB';
/** What a caller must get: refused with this status, or `allowed` (anything but 401, 403 and 404). */
type Expected = 401 | 403 | 404 | 'allowed';

/** Refused callers first, the owner last, so that a write the owner makes does not change what others see. */
const CALLERS: Identity[] = ['anonymous', 'operator', 'guestB', 'castB', 'guestA', 'castA'];

function expected(access: RouteAccess, who: Identity): Expected {
  const role = who.startsWith('cast') ? 'cast' : who.startsWith('guest') ? 'guest' : who;
  switch (access) {
    case 'public':
      return 'allowed';
    case 'operator':
      return who === 'operator' ? 'allowed' : who === 'anonymous' ? 401 : 403;
    case 'signed-in':
      return role === 'cast' || role === 'guest' ? 'allowed' : 401;
    case 'conversation':
      // Cast B has no business with guest A, whom the path names for casts.
      return who === 'castB' ? 403 : expected('signed-in', who);
    default: {
      if (role === 'anonymous' || role === 'operator') return 401;
      if (role !== access.replace('own-', '')) return 403;
      return access.startsWith('own-') && who.endsWith('B') ? 404 : 'allowed';
    }
  }
}

/** Routes that change what the other rows rely on run last, in this order. */
const LAST = [
  'POST /services/{serviceId}/unpublish',
  'POST /services/{serviceId}/cancel-listing',
  'DELETE /service-menus/{serviceMenuId}',
  'DELETE /services/{serviceId}',
  'DELETE /guests/me/belongings/{belongingId}',
  'PATCH /casts/me/withdraw',
  'PATCH /guests/me/withdraw',
];
/** Routes after which every caller signs in again (they start or end the caller's session). */
const SESSION_CHANGING = new Set(['POST /login', 'POST /logout', 'POST /admin/login', 'POST /admin/logout']);

let t: TestApp;
let origin: string;
let operations: ApiOperation[];
const agents = {} as Record<Identity, Agent>;
const ids: Record<string, string> = {};
/** Bodies the schema alone does not make valid enough to reach the route's own checks. */
let bodies: Record<string, unknown>;
let subscriptionEntryId: string;

async function signInAll() {
  agents.anonymous = t.agent();
  agents.castA = t.agent();
  agents.guestA = t.agent();
  agents.operator = t.agent();
  agents.castB = t.agent();
  agents.guestB = t.agent();
  expect((await agents.castA.login('cast')).statusCode).toBe(200);
  expect((await agents.guestA.login('guest')).statusCode).toBe(200);
  expect((await agents.castB.login('cast', 'castb@example.com')).statusCode).toBe(200);
  expect((await agents.guestB.login('guest', 'guestb@example.com')).statusCode).toBe(200);
  expect((await agents.operator.loginOperator()).statusCode).toBe(200);
}

/** A matched entry of A's billed by subscription (the `/subscription` routes answer 404 for any other). */
async function subscribedEntry(castA: Agent, guestA: Agent) {
  await setPayment(t, {}, ['unit_price', 'subscription']);
  const { serviceId, menuId } = await publishService(castA, '月額の家事代行', 5000, 'subscription');
  const id = await enter(guestA, serviceId, { serviceMenuId: menuId, reservationAt: undefined });
  expect((await castA.post(castEntry(id, '/approve'))).statusCode).toBe(200);
  return id;
}

const idOf = async (agent: Agent) => (await agent.get('/api/me')).json().data.id as string;

beforeAll(async () => {
  t = await createTestApp();
  const castB = await otherAccount(t, 'cast', 'castb');
  const guestB = await otherAccount(t, 'guest', 'guestb');
  await signInAll();
  const { castA, guestA, operator } = agents;
  const service = await publishService(castA);
  ids.serviceId = service.serviceId;
  ids.serviceMenuId = service.menuId;
  await saveCard(t, guestA);
  ids.castId = await idOf(castA);
  ids.guestId = await idOf(guestA);
  ids.entryId = await enter(guestA, ids.serviceId ?? '');
  // A time of its own, so that its calendar file answers its parties.
  await t.database.db
    .updateTable('entries')
    .set({
      appointment_starts_at: new Date('2026-12-05T01:00:00Z'),
      appointment_ends_at: new Date('2026-12-05T02:00:00Z'),
    })
    .where('id', '=', ids.entryId)
    .execute();
  ids.kind = 'initial';
  expect((await castA.post(castEntry(ids.entryId, '/estimates/initial'), estimateBody())).statusCode).toBe(
    201,
  );
  // The guest's own estimate belongs to the other flow type; written straight, so that its routes find one.
  await t.database.db
    .insertInto('entry_estimates')
    .values({
      entry_id: ids.entryId,
      kind: 'initial',
      author_type: 'guest',
      items: JSON.stringify([{ label: '作業', unitPrice: 3000, quantity: 1, unit: '回' }]),
      subtotal: 3000,
      tax: 300,
      total: 3300,
      message: '',
      deadline_at: null,
      updated_at: t.clock.now(),
    })
    .execute();
  subscriptionEntryId = await subscribedEntry(castA, guestA);
  const belonging = { values: { name: 'ポチ', kind: 'dog' } };
  ids.belongingId = (await guestA.post('/api/guests/me/belongings', belonging)).json().data.id;
  ids.uploadId = (await uploadPng(castA)).id;
  ids.variant = '640.webp';
  ids.noticeId = 'demoNoticePublic1';
  ids.pageSlug = 'guide';
  const siteImage = await (ADMIN_ROUTE_EXAMPLES['POST /admin/site/images'] as () => Promise<RouteCall>)();
  const { url } = (
    await operator.request('POST', '/api/admin/site/images', siteImage.body, siteImage.headers)
  ).json().data;
  ids.imageId = url.split('/').pop();
  expect((await guestA.post(`/api/messages/${ids.castId}`, { body: 'こんにちは' })).statusCode).toBe(201);
  // The B accounts have an entry in progress too, so that a withdrawal is refused (409) for everyone.
  const serviceOfB = await publishService(castB, 'B の家事代行');
  await insertEntry(t.database.db, {
    serviceId: serviceOfB.serviceId,
    castId: await idOf(castB),
    guestId: await idOf(guestB),
    at: t.clock.now(),
    status: 'completion_reported',
  });
  bodies = {
    'POST /guests/me/belongings': belonging,
    'PUT /guests/me/belongings/{belongingId}': belonging,
    'PUT /customers/me/bank-account': validBankAccount,
    'POST /login': { type: 'guest', email: 'guest@example.com', password: 'tsunagu-demo' },
    'POST /admin/login': { email: 'operator@example.com', password: 'tsunagu-demo' },
    'POST /services': { title: '新しいサービス', description: '説明', status: 'draft', chargeMethod: 'none' },
    'PUT /services/{serviceId}': {
      title: '作り置き料理の代行',
      description: '説明',
      status: 'publish',
      chargeMethod: 'unit_price',
    },
    'POST /services/{serviceId}/entries': entryBody(),
    'POST /casts/me/entries/{entryId}/estimates/{kind}': estimateBody(),
    'PUT /casts/me/entries/{entryId}/estimates/{kind}': estimateBody(),
    'POST /guests/me/entries/{entryId}/estimates/{kind}': estimateBody(),
    'PUT /guests/me/entries/{entryId}/estimates/{kind}': estimateBody(),
  };
  origin = await listenOnLoopback(t.app);
  operations = await apiOperations(t.agent());
}, 120_000);
afterAll(() => t?.close());

/** The path parameters as `who` fills them: A's resources, and the other party of A's conversation. */
function paramsFor(who: Identity, operation: ApiOperation): Record<string, string> {
  const counterpart = who.startsWith('cast') ? ids.guestId : ids.castId;
  const entryId = operation.path.includes('/subscription') ? subscriptionEntryId : ids.entryId;
  return { ...ids, customerAccountId: counterpart ?? '', entryId: entryId ?? '' };
}

/** The stream answers with headers first and never ends: its status is read from a real connection. */
async function streamStatus(agent: Agent, url: string) {
  const abort = new AbortController();
  const response = await fetch(`${origin}${url}`, {
    headers: { cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    signal: abort.signal,
  });
  abort.abort();
  return response.status;
}

async function call(operation: ApiOperation, who: Identity): Promise<number> {
  const agent = agents[who];
  const example = ADMIN_ROUTE_EXAMPLES[operation.route];
  if (example && who === 'operator') {
    const made = typeof example === 'function' ? await example(t, agent) : example;
    const url = urlOf(operation, made.params ?? {}, made.query);
    return (await agent.request(operation.method, url, made.body, made.headers)).statusCode;
  }
  const url = urlOf(operation, paramsFor(who, operation));
  if (operation.route === 'GET /messages/stream') return streamStatus(agent, url);
  if (operation.multipart) return (await uploadStatus(agent, operation, url)) ?? 0;
  const body =
    operation.method === 'GET'
      ? undefined
      : (bodies[operation.route] ?? (operation.body ? sampleOf(operation.body) : undefined));
  return (await agent.request(operation.method, url, body)).statusCode;
}

async function uploadStatus(agent: Agent, operation: ApiOperation, url: string) {
  const file = await (ADMIN_ROUTE_EXAMPLES['POST /admin/site/images'] as () => Promise<RouteCall>)();
  return (await agent.request(operation.method, url, file.body, file.headers)).statusCode;
}

const runOrder = (route: string) => (LAST.includes(route) ? 1 + LAST.indexOf(route) : 0);

describe('the authorisation matrix', () => {
  it('has one row per route of the OpenAPI document (a new route without its row fails here)', () => {
    const routes = operations.map((operation) => operation.route);
    expect(routes.filter((route) => !(route in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers every route as its row says, to visitors, casts and guests A and B, and the operator', async () => {
    const wrong: string[] = [];
    const ordered = [...operations].sort(
      (a, b) =>
        runOrder(a.route) - runOrder(b.route) || (a.method === 'GET' ? 0 : 1) - (b.method === 'GET' ? 0 : 1),
    );
    for (const operation of ordered) {
      const access = ROUTE_ACCESS[operation.route];
      if (!access) continue;
      for (const who of CALLERS) {
        const want = expected(access, who);
        const status = await call(operation, who);
        const refused = status === 401 || status === 403 || status === 404;
        const right = want === 'allowed' ? !refused : status === want;
        if (!right) wrong.push(`${operation.route} as ${who}: ${status}, expected ${want}`);
      }
      if (SESSION_CHANGING.has(operation.route)) await signInAll();
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
