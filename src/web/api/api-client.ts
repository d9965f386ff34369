import type { Locale } from '../../core/i18n.ts';
import { HttpError, NetworkError, UnexpectedResponseError } from './errors.ts';
import { readResponse } from './read-response.ts';
import { commonHeaders } from './request-headers.ts';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** '/api' on the same origin, or an absolute origin (see deriveApiBase). */
  baseUrl: string;
  fetch: typeof fetch;
  getLocale: () => Locale;
  /** The cookies readable by scripts, as in `document.cookie`; passed in so tests need no document. */
  readCookies?: () => string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The one fetch client. It sends credentials and the common headers, and turns every outcome into data
 * or one of the error classes of errors.ts. It never notifies or navigates: that is the error handler's
 * job (app/handle-api-error.ts), wired into the query client.
 */
export function createApiClient(options: ApiClientOptions) {
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));

  async function request<T>(method: Method, path: string, body: unknown, { query, signal }: RequestOptions) {
    const headers = commonHeaders(readCookies(), options.getLocale());
    const isForm = body instanceof FormData;
    if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
    const init: RequestInit = {
      method,
      headers,
      credentials: 'include',
      // A redirect from the API is never expected: keep it visible instead of following it to HTML.
      redirect: 'manual',
      body: body === undefined ? null : isForm ? body : JSON.stringify(body),
      signal: signal ?? null,
    };

    let response: Response;
    try {
      response = await options.fetch(`${options.baseUrl}${path}${queryString(query)}`, init);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new NetworkError(error);
    }
    try {
      return (await readResponse(response)) as T;
    } catch (error) {
      if (error instanceof HttpError || error instanceof UnexpectedResponseError || signal?.aborted)
        throw error;
      // The connection dropped while the body was being read.
      throw new NetworkError(error);
    }
  }

  return {
    get: <T>(path: string, opts: RequestOptions = {}) => request<T>('GET', path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
      request<T>('POST', path, body, opts),
    put: <T>(path: string, body?: unknown, opts: RequestOptions = {}) => request<T>('PUT', path, body, opts),
    patch: <T>(path: string, body?: unknown, opts: RequestOptions = {}) =>
      request<T>('PATCH', path, body, opts),
    delete: <T>(path: string, opts: RequestOptions = {}) => request<T>('DELETE', path, undefined, opts),
    /** The address of a GET the browser itself opens (a file download through a plain link). */
    url: (path: string, query?: QueryParams) => `${options.baseUrl}${path}${queryString(query)}`,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** Null and undefined values are left out; an array repeats its key (name it 'statuses[]' if needed). */
function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
