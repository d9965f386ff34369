import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROUTE_EXAMPLES } from '../../../../test/admin-route-examples/index.ts';
import type { RouteCall } from '../../../../test/admin-route-examples/route-example.ts';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

/** Sign-in and sign-out are the console's only routes open to a caller who is not an operator. */
const OPEN_ROUTES = new Set(['POST /admin/login', 'POST /admin/logout']);

let t: TestApp;
let consoleRoutes: string[];
beforeAll(async () => {
  t = await createTestApp();
  const document = (await t.agent().get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  consoleRoutes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
    .filter((route) => !OPEN_ROUTES.has(route))
    .sort();
});
afterAll(() => t.close());

function urlOf(route: string, call: RouteCall = {}) {
  const path = route
    .split(' ')[1]
    ?.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(call.params?.[name] ?? 'someId'));
  return `/api${path}${call.query ? `?${call.query}` : ''}`;
}

async function signedIn(kind: 'cast' | 'guest' | 'operator'): Promise<Agent> {
  const agent = t.agent();
  const response = kind === 'operator' ? await agent.loginOperator() : await agent.login(kind);
  expect(response.statusCode).toBe(200);
  return agent;
}

describe('every /api/admin route', () => {
  it('is listed in the OpenAPI document and has an example call (a new route without one fails here)', () => {
    expect(consoleRoutes.length).toBeGreaterThan(1);
    expect(consoleRoutes.filter((route) => !(route in ADMIN_ROUTE_EXAMPLES))).toEqual([]);
    expect(Object.keys(ADMIN_ROUTE_EXAMPLES).filter((route) => !consoleRoutes.includes(route))).toEqual([]);
  });

  it('answers 401 to anonymous callers, before reading the body', async () => {
    const anonymous = t.agent();
    for (const route of consoleRoutes) {
      const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      const response = await anonymous.request(method, urlOf(route), method === 'GET' ? undefined : {});
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('answers 403 to casts and guests', async () => {
    for (const agent of [await signedIn('cast'), await signedIn('guest')]) {
      for (const route of consoleRoutes) {
        const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
        const response = await agent.request(method, urlOf(route), method === 'GET' ? undefined : {});
        expect({ route, status: response.statusCode }).toEqual({ route, status: 403 });
      }
    }
  });

  it('answers 2xx to an operator', async () => {
    const operator = await signedIn('operator');
    for (const route of consoleRoutes) {
      const example = ADMIN_ROUTE_EXAMPLES[route];
      const call = typeof example === 'function' ? await example(t, operator) : (example ?? {});
      const [method] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'];
      const response = await operator.request(method, urlOf(route, call), call.body, call.headers);
      expect({
        route,
        status: response.statusCode,
        body: response.statusCode < 300 ? '' : response.body,
      }).toMatchObject({ route, body: '' });
      expect(response.statusCode).toBeLessThan(300);
    }
  });
});
