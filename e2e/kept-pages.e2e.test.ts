import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, XSRF_COOKIE } from '../src/server/http/cookie-names.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

let server: SiteServer;
let servicePath: string;
/** The statements the site's database has run since the last call. */
let statementsSince: () => number;

beforeAll(async () => {
  server = await startSiteServer();
  let count = 0;
  server.database.onStatement(() => {
    count += 1;
  });
  statementsSince = () => {
    const seen = count;
    count = 0;
    return seen;
  };
  const answer = await fetch(`${server.url}/api/services?perPage=1`);
  const [first] = ((await answer.json()) as { data: { id: string }[] }).data;
  servicePath = `/guest/services/${first?.id}`;
});
afterAll(async () => {
  await server?.close();
});

const page = (path: string, cookie?: string) =>
  fetch(server.url + path, { headers: { 'accept-language': 'ja', ...(cookie && { cookie }) } });

describe('public pages kept for signed-out readers (src/server/spa/kept-pages.ts)', () => {
  it('draws a page once for every signed-out reader, and hands each their own XSRF token', async () => {
    const first = await page(servicePath);
    const drawn = await first.text();
    expect(drawn).toContain('id="server-data"');
    statementsSince();

    const second = await page(servicePath);
    expect(await second.text()).toBe(drawn);
    expect(statementsSince()).toBe(0);
    const tokens = [first, second].map((answer) =>
      answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`)),
    );
    expect(tokens[0]).toBeDefined();
    expect(tokens[1]).toBeDefined();
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  it('shows a write at once: the next reader gets the page drawn anew', async () => {
    await (await page(servicePath)).text();
    const id = servicePath.split('/').pop() ?? '';
    await server.database.db
      .updateTable('services')
      .set({ title: '書き換えたタイトル' })
      .where('id', '=', id)
      .execute();
    const after = await (await page(servicePath)).text();
    expect(after).toContain('<h1 class="page-heading">書き換えたタイトル</h1>');
  });

  it('keeps a page per language', async () => {
    const japanese = await (await page('/')).text();
    const english = await (await page('/', 'tsunagu_locale=en')).text();
    expect(japanese).toContain('<html lang="ja"');
    expect(english).toContain('<html lang="en"');
  });

  it('draws the page for a reader with a session, never from what was kept', async () => {
    await (await page(servicePath)).text();
    statementsSince();
    await (await page(servicePath, `${SESSION_COOKIE}=not-a-real-session`)).text();
    expect(statementsSince()).toBeGreaterThan(0);
  });
});
