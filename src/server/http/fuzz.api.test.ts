import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enter, startEntriesWorld } from '../../../test/helpers/entries.ts';
import {
  type ApiOperation,
  apiOperations,
  fuzzOf,
  hostileValue,
  type JsonSchema,
  urlOf,
} from '../../../test/helpers/openapi.ts';
import type { Agent, TestApp } from '../../../test/helpers/test-app.ts';
import { ROUTE_ACCESS } from './route-access.table.ts';

/**
 * Every route of the OpenAPI document, called with inputs generated from its schemas and hostile values,
 * by a visitor and by a signed-in caller the route is meant for: no answer may be a 5xx or show a stack
 * trace or an internal message. A fixed seed keeps `npm test` repeatable; FUZZ_RUNS (calls per route and
 * caller) and FUZZ_SEED make the long run of `npm run soak`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** What an answer must never contain: a stack frame, a source path, or a database's own words. */
const LEAKS = [
  /"stack"/,
  /\bat .+\.(ts|js):\d+/,
  /node_modules/,
  /\/src\/server\//,
  /TypeError|ReferenceError|RangeError|SyntaxError: /,
  /violates|syntax error at|relation "|column "|duplicate key|invalid input syntax/i,
];

/** Calls that end or replace the caller's session: the caller signs in again after each. */
const SESSION_CHANGING = new Set(['POST /login', 'POST /logout', 'POST /admin/login', 'POST /admin/logout']);

let t: TestApp;
let operations: ApiOperation[];
let callers: { cast: Agent; guest: Agent; operator: Agent };
/** Real values of path parameters, so that generated calls reach the handlers and not only 404. */
const known: Record<string, string> = {};

async function signIn(kind: 'cast' | 'guest' | 'operator') {
  const agent = t.agent();
  const response = kind === 'operator' ? await agent.loginOperator() : await agent.login(kind);
  expect(response.statusCode).toBe(200);
  return agent;
}

beforeAll(async () => {
  const world = await startEntriesWorld();
  t = world.t;
  callers = { cast: world.cast, guest: world.guest, operator: await signIn('operator') };
  const idOf = async (agent: Agent) => (await agent.get('/api/me')).json().data.id as string;
  Object.assign(known, {
    serviceId: world.serviceId,
    serviceMenuId: world.menuId,
    entryId: await enter(world.guest, world.serviceId),
    castId: await idOf(world.cast),
    guestId: await idOf(world.guest),
    kind: 'initial',
    variant: '640.webp',
    noticeId: 'demoNoticePublic1',
    pageSlug: 'guide',
    slug: 'about',
    role: 'cast',
    schemaSlug: 'service.edit',
    layoutSlug: 'top',
  });
  known.customerAccountId = known.castId ?? '';
  operations = await apiOperations(t.agent());
}, 120_000);
afterAll(() => t?.close());

interface Call {
  params: Record<string, string>;
  query: string;
  body: unknown;
}

const hostileString = hostileValue.map((value) =>
  typeof value === 'string' ? value : JSON.stringify(value),
);

function callsOf(operation: ApiOperation): fc.Arbitrary<Call> {
  const params = fc.record(
    Object.fromEntries(
      Object.keys(operation.pathParams).map((name) => [
        name,
        known[name] ? fc.oneof(fc.constant(known[name]), hostileString) : hostileString,
      ]),
    ),
  );
  const query = fc
    .record(
      Object.fromEntries(
        Object.entries(operation.query).map(([name, schema]) => [
          name,
          fuzzOf(schema).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((values) => new URLSearchParams(values as Record<string, string>).toString());
  const body = operation.body ? fuzzOf(operation.body as JsonSchema) : fc.option(hostileValue);
  return fc.record({ params, query, body });
}

/** The signed-in caller a route is meant for (a visitor's routes are fuzzed as the guest, too). */
function ownerOf(operation: ApiOperation): keyof typeof callers {
  const access = ROUTE_ACCESS[operation.route] ?? 'public';
  if (access === 'operator') return 'operator';
  return access.endsWith('cast') ? 'cast' : 'guest';
}

function problemOf(route: string, call: Call, status: number, body: string) {
  const leak = LEAKS.find((pattern) => pattern.test(body));
  if (status < 500 && !leak) return null;
  return `${route} ${status}${leak ? ` leaks ${leak}` : ''}: ${JSON.stringify(call).slice(0, 300)} → ${body.slice(0, 200)}`;
}

async function send(agent: Agent, operation: ApiOperation, call: Call) {
  const url = urlOf(operation, call.params, call.query);
  const body = operation.method === 'GET' || call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return agent.request(operation.method, url, body, headers);
}

describe('fuzzing every route', () => {
  it('answers generated and hostile inputs without a 5xx or an internal message, signed out and in', async () => {
    expect(operations.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const [index, operation] of operations.entries()) {
      // The stream never ends for a signed-in caller and takes no input; the matrix covers who may open it.
      if (operation.route === 'GET /messages/stream') continue;
      const calls = fc.sample(callsOf(operation), { numRuns: RUNS * 2, seed: SEED + index });
      const owner = ownerOf(operation);
      for (const [n, call] of calls.entries()) {
        const signedIn = n % 2 === 1;
        const response = await send(signedIn ? callers[owner] : t.agent(), operation, call);
        const problem = problemOf(operation.route, call, response.statusCode, response.body);
        if (problem) problems.push(problem);
        if (signedIn && SESSION_CHANGING.has(operation.route)) callers[owner] = await signIn(owner);
      }
      if (operation.method !== 'GET') {
        const call = { params: known, query: '', body: '{"title": "a", "values": {' };
        const response = await callers[owner].request(operation.method, urlOf(operation, known), call.body, {
          'content-type': 'application/json',
        });
        const problem = problemOf(operation.route, call, response.statusCode, response.body);
        if (problem) problems.push(problem);
        if (SESSION_CHANGING.has(operation.route)) callers[owner] = await signIn(owner);
      }
    }
    expect(problems).toEqual([]);
  }, 600_000);
});
