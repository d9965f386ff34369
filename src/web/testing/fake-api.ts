/**
 * A stand-in for the server at the fetch level: the real client, the real error classification and the
 * real handler run against it. Each handler answers one "METHOD /path" (path without the /api base).
 */
export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = (request: {
  body: unknown;
  headers: Headers;
  query: URLSearchParams;
}) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeCall {
  method: string;
  path: string;
  /** The query string's parameters (repeated keys kept). */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export function json(status: number, body?: unknown): FakeAnswer {
  return { status, body };
}

export function createFakeApi(handlers: Record<string, FakeHandler | FakeAnswer>, base = '/api') {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.slice(base.length);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path, query: url.searchParams, headers, body });
    const handler = handlers[`${method} ${path}`];
    const answer =
      typeof handler === 'function' ? await handler({ body, headers, query: url.searchParams }) : handler;
    return toResponse(answer ?? json(404, { message: 'Not Found' }));
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export function toResponse({ status, body, headers = {} }: FakeAnswer): Response {
  const noBody = body === undefined || status === 204;
  return new Response(noBody ? null : JSON.stringify(body), {
    status,
    headers: noBody ? headers : { 'Content-Type': 'application/json', ...headers },
  });
}
