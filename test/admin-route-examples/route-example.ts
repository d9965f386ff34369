import type { Agent, TestApp } from '../helpers/test-app.ts';

/** The call an operator makes to one console route, answered with a 2xx. */
export interface RouteCall {
  /** Path parameters by name, e.g. `{ accountId: 'demoCast1' }`. */
  params?: Record<string, string>;
  /** Query string without the `?`. */
  query?: string;
  body?: unknown;
  /** Extra request headers, e.g. the content type of a multipart body. */
  headers?: Record<string, string>;
}

/**
 * One console route's example for the access matrix (admin-access.api.test.ts): either a fixed call, or
 * a `prepare` that first creates what the route needs (through the API as `operator`, or in the database).
 */
export type RouteExample = RouteCall | ((t: TestApp, operator: Agent) => Promise<RouteCall>);

/** Keyed by `METHOD /admin/path/{param}`, as the OpenAPI document names the route. */
export type RouteExamples = Record<string, RouteExample>;
