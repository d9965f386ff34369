import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../../test/helpers/event-stream.ts';
import { rawGet } from '../../../../test/helpers/raw-get.ts';
import { Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { siteSettings } from '../../../core/contract/site.ts';
import { labelsInLocale, siteInLocale } from '../../../core/texts-in-locale.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /site', () => {
  it('returns every site-info field of the specification', async () => {
    const response = await t.agent().get('/api/site');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(siteSettings.parse(data)).toEqual(DEMO_SITE);
    expect(data).toMatchObject({
      name: DEMO_SITE.name,
      castName: 'サポーター',
      guestName: 'ご依頼者',
      design: { siteThemeId: 'business_color01' },
      payment: { flowType: 'c2g', taxRate: 0.1 },
      preview: false,
    });
  });

  it('shows the operator draft only to a caller holding the preview token', async () => {
    const site = createSiteService(t.database.db, t.clock);
    const token = await site.startPreview({
      ...DEMO_SITE,
      name: '下書きのサイト名',
      design: { siteThemeId: 'pop_color02' },
    });

    const viaCookie = t.agent();
    viaCookie.cookies.set('tsunagu_preview', token);
    const previewed = (await viaCookie.get('/api/site')).json().data;
    expect(previewed).toMatchObject({
      name: '下書きのサイト名',
      design: { siteThemeId: 'pop_color02' },
      preview: true,
    });

    const viaHeader = await t.agent().get('/api/site', { 'x-preview-token': token });
    expect(viaHeader.json().data.preview).toBe(true);

    const everyoneElse = (await t.agent().get('/api/site')).json().data;
    expect(everyoneElse).toMatchObject({ name: DEMO_SITE.name, preview: false });

    t.clock.advance(13 * 3_600_000);
    expect((await viaCookie.get('/api/site')).json().data.preview).toBe(false);
  });

  it('applies the default tax rate when the settings omit it', () => {
    const { taxRate: _omitted, ...payment } = DEMO_SITE.payment;
    expect(siteSettings.parse({ ...DEMO_SITE, payment }).payment.taxRate).toBe(0.1);
  });
});

describe('GET /health', () => {
  it('reports the database', async () => {
    const response = await t.agent().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' },
    });
  });
});

describe('saving settings', () => {
  it('shows saved settings on the next call, although published settings are cached', async () => {
    const agent = t.agent();
    expect((await agent.get('/api/site')).json().data.name).toBe(DEMO_SITE.name);
    await createSiteService(t.database.db, t.clock).saveSettings({ ...DEMO_SITE, name: '新しいサイト名' });
    expect((await agent.get('/api/site')).json().data.name).toBe('新しいサイト名');
    await createSiteService(t.database.db, t.clock).saveSettings(DEMO_SITE);
  });
});

describe('the kept answer', () => {
  it('answers the same bytes until the operator changes a setting through the console, then the change at once', async () => {
    const visitor = t.agent();
    const first = await visitor.get('/api/site');
    expect((await visitor.get('/api/site')).body).toBe(first.body);
    const operator = t.agent();
    expect((await operator.loginOperator()).statusCode).toBe(200);
    const changes = [
      { ...DEMO_SITE, name: '公開した新しい名前', features: [{ value: 'favorite' }] },
      DEMO_SITE,
    ];
    for (const settings of changes) {
      expect((await operator.put('/api/admin/site', settings)).statusCode).toBe(200);
      expect((await operator.post('/api/admin/site/publish')).statusCode).toBe(200);
      const next = await visitor.get('/api/site');
      expect(next.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(next.json().data).toEqual({ ...siteSettings.parse(settings), preview: false });
    }
  });
});

describe('the kept settings', () => {
  it('are read again after a second only where other processes may change them (PostgreSQL)', async () => {
    await t.agent().get('/api/site');
    const before = t.database.statementsSent();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await t.agent().get('/api/site')).statusCode).toBe(200);
    expect(t.database.statementsSent() - before).toBe(t.database.kind === 'pglite' ? 0 : 1);
  });
});

describe('the kept answer, compressed', () => {
  it('answers brotli or gzip by Accept-Encoding, the same settings as the plain answer, and a change at once', async () => {
    const plain = await t.agent().get('/api/site');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const inflate = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({ url: '/api/site', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(inflate[encoding](response.rawPayload).toString()).toBe(plain.body);
    }
    const operator = t.agent();
    expect((await operator.loginOperator()).statusCode).toBe(200);
    for (const name of ['圧縮された答えの新しい名前', DEMO_SITE.name]) {
      expect((await operator.put('/api/admin/site', { ...DEMO_SITE, name })).statusCode).toBe(200);
      expect((await operator.post('/api/admin/site/publish')).statusCode).toBe(200);
      const response = await t.app.inject({ url: '/api/site', headers: { 'accept-encoding': 'gzip, br' } });
      expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString()).data.name).toBe(name);
    }
  });
});

describe('the kept answer over a connection (answered before Fastify: http/kept-answers.ts)', () => {
  const TOKEN = 'metrics-token-for-the-site-test-0123456789';
  let own: TestApp;
  let origin: string;
  beforeAll(async () => {
    own = await createTestApp({ database: t.database, clock: t.clock, metricsToken: TOKEN });
    origin = await listenOnLoopback(own.app);
  });
  afterAll(() => own?.app.close());

  const overConnection = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${origin}${path}`, headers);
  const perRequest = ['x-request-id', 'date', 'connection', 'keep-alive'];
  const lasting = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !perRequest.includes(name)));

  it('is the answer the route gives, in every encoding, with a request id of its own', async () => {
    await own.app.inject('/api/site');
    for (const acceptEncoding of ['identity', 'br', 'gzip']) {
      const headers = { 'accept-encoding': acceptEncoding, cookie: 'XSRF-TOKEN=abc; tsunagu_session=x' };
      const kept = await overConnection('/api/site', headers);
      const routed = await own.app.inject({ url: '/api/site', headers });
      expect(kept.status).toBe(200);
      expect(lasting(kept.headers)).toEqual(lasting(routed.headers));
      expect(kept.bytes.equals(routed.rawPayload)).toBe(true);
      expect(kept.headers['x-request-id']).toMatch(/^[\w-]+-[0-9a-z]+$/);
    }
  });

  it('is counted in /metrics under the route', async () => {
    const count = async () => {
      const text = (await own.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .body;
      const line = text
        .split('\n')
        .find((row) =>
          row.startsWith('tsunagu_http_requests_total{method="GET",route="/api/site",status="200"}'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await overConnection('/api/site');
    const before = await count();
    for (let i = 0; i < 3; i += 1) await overConnection('/api/site');
    expect((await count()) - before).toBe(3);
  });

  it('is not what an operator previewing the draft gets, and follows a publish at once', async () => {
    const token = await createSiteService(t.database.db, t.clock).startPreview({
      ...DEMO_SITE,
      name: '接続で見る下書き',
    });
    for (const headers of [
      { cookie: `XSRF-TOKEN=abc; tsunagu_preview=${token}` },
      { 'x-preview-token': token },
    ] as Record<string, string>[]) {
      const previewed = JSON.parse((await overConnection('/api/site', headers)).bytes.toString()).data;
      expect(previewed).toMatchObject({ name: '接続で見る下書き', preview: true });
    }
    const operator = new Agent(own.app);
    expect((await operator.loginOperator()).statusCode).toBe(200);
    for (const name of ['接続で見る公開後の名前', DEMO_SITE.name]) {
      expect((await operator.put('/api/admin/site', { ...DEMO_SITE, name })).statusCode).toBe(200);
      expect((await operator.post('/api/admin/site/publish')).statusCode).toBe(200);
      expect(JSON.parse((await overConnection('/api/site')).bytes.toString()).data.name).toBe(name);
    }
  });
});

describe('GET /view (preview session)', () => {
  it('turns a valid preview token into the preview cookie, and ends it on request', async () => {
    const site = createSiteService(t.database.db, t.clock);
    const token = await site.startPreview({ ...DEMO_SITE, name: 'プレビュー中のサイト' });
    const agent = t.agent();

    const opened = await agent.get(`/view?token=${encodeURIComponent(token)}`);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/');
    expect(agent.cookies.get('tsunagu_preview')).toBe(token);
    expect((await agent.get('/api/site')).json().data).toMatchObject({
      name: 'プレビュー中のサイト',
      preview: true,
    });

    const ended = await agent.get('/view?end=1');
    expect(ended.headers.location).toBe('/');
    expect(agent.cookies.has('tsunagu_preview')).toBe(false);
    expect((await agent.get('/api/site')).json().data.preview).toBe(false);
  });

  it('refuses an unknown token without setting anything', async () => {
    const agent = t.agent();
    const response = await agent.get('/view?token=not-a-real-token');
    expect(response.headers.location).toBe('/?preview=invalid');
    expect(agent.cookies.has('tsunagu_preview')).toBe(false);
  });
});

describe('English site texts', () => {
  it('are refused over their limits with a message under each dotted path', async () => {
    const operator = t.agent();
    expect((await operator.loginOperator()).statusCode).toBe(200);
    const response = await operator.put('/api/admin/site', {
      ...DEMO_SITE,
      translations: { en: { name: 'x'.repeat(101), castName: 'x'.repeat(21), guestName: 'Client' } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'translations.en.castName',
      'translations.en.name',
    ]);
  });

  it('are served with the settings; each one missing or empty reads as the Japanese original', async () => {
    const translations = { en: { name: 'Tsunagu', castName: 'Supporter', guestName: ' ', ogpTitle: 'Help' } };
    await createSiteService(t.database.db, t.clock).saveSettings({ ...DEMO_SITE, translations });
    const data = (await t.agent().get('/api/site')).json().data;
    expect(data.translations).toEqual(translations);
    expect(siteInLocale(data, 'en')).toMatchObject({
      name: 'Tsunagu',
      castName: 'Supporter',
      guestName: DEMO_SITE.guestName,
      guestBelongingTitle: DEMO_SITE.guestBelongingTitle,
      ogp: { title: 'Help', description: DEMO_SITE.ogp.description },
    });
    expect(siteInLocale(data, 'ja')).toMatchObject({ name: DEMO_SITE.name, castName: DEMO_SITE.castName });
    await createSiteService(t.database.db, t.clock).saveSettings(DEMO_SITE);
  });

  it("of the operator's forms: labels and choices keep an English version, refused over its limit", async () => {
    const operator = t.agent();
    expect((await operator.loginOperator()).statusCode).toBe(200);
    const url = '/api/admin/schemas/service.search';
    const { fields } = (await operator.get(url)).json().data;
    const [category, ...rest] = fields;
    const english = {
      ...category,
      translations: { en: { label: 'Category' } },
      options: category.options.map((option: { value: string }, index: number) => ({
        ...option,
        translations: { en: { label: index === 0 ? 'x'.repeat(101) : `Choice ${option.value}` } },
      })),
    };
    const refused = await operator.put(url, { fields: [english, ...rest] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['fields.0.options.0.translations.en.label']);

    english.options[0].translations = { en: { label: '' } };
    expect((await operator.put(url, { fields: [english, ...rest] })).statusCode).toBe(200);
    const served = (await t.agent().get('/api/schemas/service/search')).json().data.fields;
    const inEnglish = labelsInLocale(served, 'en')[0];
    expect(inEnglish?.label).toBe('Category');
    // An empty English label shows the Japanese one.
    expect(inEnglish?.options[0]?.label).toBe(category.options[0].label);
    expect(inEnglish?.options[1]?.label).toBe(`Choice ${category.options[1].value}`);
    expect(labelsInLocale(served, 'ja')[0]?.label).toBe(category.label);
  });
});
