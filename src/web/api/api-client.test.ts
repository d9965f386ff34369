import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../testing/fake-api.ts';
import { createApiClient } from './api-client.ts';
import { NetworkError, ValidationError } from './errors.ts';

function clientFor(fetch: typeof globalThis.fetch, cookies = '') {
  return createApiClient({ baseUrl: '/api', fetch, getLocale: () => 'en', readCookies: () => cookies });
}

describe('createApiClient', () => {
  it('sends credentials and the headers every call needs', async () => {
    let init: RequestInit | undefined;
    const fetch = (async (_url: RequestInfo | URL, requestInit?: RequestInit) => {
      init = requestInit;
      return new Response(null, { status: 204 });
    }) as typeof globalThis.fetch;

    await clientFor(fetch, 'other=1; XSRF-TOKEN=abc%3D%3D; tsunagu_preview=draft42').post('/logout');

    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-XSRF-TOKEN')).toBe('abc==');
    expect(headers.get('X-Preview-Token')).toBe('draft42');
    expect(headers.get('Accept-Language')).toBe('en');
  });

  it('leaves the preview header out when there is no preview cookie', async () => {
    const api = createFakeApi({ 'GET /site': json(200, { data: {} }) });
    await clientFor(api.fetch, 'XSRF-TOKEN=t').get('/site');
    expect(api.calls[0]?.headers.has('X-Preview-Token')).toBe(false);
  });

  it('sends a JSON body and the query string, leaving out empty values', async () => {
    const api = createFakeApi({ 'POST /services/s1/entries': json(201, { data: { id: 'e1' } }) });
    const client = clientFor(api.fetch);

    const created = await client.post(
      '/services/s1/entries',
      { action: 'confirm' },
      { query: { a: 1, b: null } },
    );

    expect(created).toEqual({ data: { id: 'e1' } });
    expect(api.calls[0]?.body).toEqual({ action: 'confirm' });
    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('builds list queries: arrays repeat their key, null and undefined are left out', async () => {
    const urls: string[] = [];
    const fetch = (async (url: RequestInfo | URL) => {
      urls.push(String(url));
      return json200();
    }) as typeof globalThis.fetch;

    await clientFor(fetch).get('/casts/me/entries', {
      query: { 'statuses[]': ['entered', 'matched'], page: 2, nickname: undefined, actionRequiredOnly: true },
    });

    expect(urls[0]).toBe(
      '/api/casts/me/entries?statuses%5B%5D=entered&statuses%5B%5D=matched&page=2&actionRequiredOnly=true',
    );
  });

  it('raises the classified error of the response', async () => {
    const api = createFakeApi({
      'POST /login': json(422, { message: 'invalid', errors: { email: ['bad'] } }),
    });
    await expect(clientFor(api.fetch).post('/login', {})).rejects.toBeInstanceOf(ValidationError);
  });

  it('raises NetworkError when the request gets no answer', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(clientFor(fetch).get('/site')).rejects.toBeInstanceOf(NetworkError);
  });
});

function json200(): Response {
  return new Response('{"data":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } });
}
