import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castEntry, enter, guestEntry, startEntriesWorld } from '../../../../../test/helpers/entries.ts';
import type { Agent, TestApp } from '../../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../../db/seed.ts';

const DAY = 86_400_000;
let t: TestApp;
let operator: Agent;
let cast: Agent;
let guest: Agent;
let serviceId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId } = await startEntriesWorld());
  operator = t.agent();
  expect((await operator.loginOperator()).statusCode).toBe(200);
});
afterAll(() => t?.close());

const publicName = async (agent: Agent = t.agent()) => (await agent.get('/api/site')).json().data.name;
const auditOf = async (action: string) =>
  (await operator.get(`/api/admin/audit-log?targetType=site&action=${action}`)).json().data;

async function saveDraft(changes: Record<string, unknown>) {
  const response = await operator.put('/api/admin/site', { ...DEMO_SITE, ...changes });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
async function publish() {
  const response = await operator.post('/api/admin/site/publish');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe('the draft', () => {
  it('starts with the published settings and no draft; the deadlines read as the original constants', async () => {
    const response = await operator.get('/api/admin/site');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ published: DEMO_SITE, draft: null });
    expect(DEMO_SITE.lifecycle).toEqual({
      responseDays: 7,
      estimateDays: 7,
      autoChargeDays: 7,
      reviewWindowDays: 14,
    });
  });

  it('refuses bad fields with a message under each dotted path, and stores nothing', async () => {
    const response = await operator.put('/api/admin/site', {
      ...DEMO_SITE,
      name: '',
      contactEmail: 'not-an-address',
      design: { siteThemeId: 'neon_color99' },
      payment: {
        ...DEMO_SITE.payment,
        taxRate: 1.5,
        paymentToSupplierSettings: [{ closingDay: 32, payoutDay: 15, transferFee: 250, minimumAmount: 0 }],
      },
      features: [{ value: 'teleport' }],
      lifecycle: { ...DEMO_SITE.lifecycle, reviewWindowDays: 0, responseDays: 1.5 },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual([
      'contactEmail',
      'design.siteThemeId',
      'features.0.value',
      'lifecycle.responseDays',
      'lifecycle.reviewWindowDays',
      'name',
      'payment.paymentToSupplierSettings.0.closingDay',
      'payment.taxRate',
    ]);
    expect(errors['lifecycle.reviewWindowDays'][0]).toContain('1');
    expect((await operator.get('/api/admin/site')).json().data.draft).toBeNull();
  });

  it('refuses to preview or publish when there is no draft (409 with a message)', async () => {
    for (const path of ['/api/admin/site/preview', '/api/admin/site/publish']) {
      const response = await operator.post(path);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('下書きがありません。先に設定を下書きとして保存してください。');
    }
    expect((await operator.delete('/api/admin/site/draft')).statusCode).toBe(409);
  });

  it('is kept from visitors; only the browser that opens the preview link sees it', async () => {
    const saved = await saveDraft({ name: '下書きのサイト名', design: { siteThemeId: 'rich_color03' } });
    expect(saved.draft).toMatchObject({ name: '下書きのサイト名', design: { siteThemeId: 'rich_color03' } });
    expect(saved.published.name).toBe(DEMO_SITE.name);
    expect(await publicName()).toBe(DEMO_SITE.name);
    expect(await publicName(operator)).toBe(DEMO_SITE.name);

    const preview = await operator.post('/api/admin/site/preview');
    expect(preview.statusCode).toBe(200);
    const { url } = preview.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/view\?token=/);

    const previewer = t.agent();
    const opened = await previewer.get(url.replace('http://localhost:3000', ''));
    expect(opened.statusCode).toBe(302);
    expect((await previewer.get('/api/site')).json().data).toMatchObject({
      name: '下書きのサイト名',
      design: { siteThemeId: 'rich_color03' },
      preview: true,
    });
    expect(await publicName()).toBe(DEMO_SITE.name);

    // Editing the draft again shows in the open preview at once.
    await saveDraft({ name: '下書きのサイト名（改）', design: { siteThemeId: 'rich_color03' } });
    expect(await publicName(previewer)).toBe('下書きのサイト名（改）');

    // Publishing makes it everyone's, at once (the settings cache is cleared), and ends the preview.
    const published = await publish();
    expect(published).toMatchObject({ published: { name: '下書きのサイト名（改）' }, draft: null });
    expect((await t.agent().get('/api/site')).json().data).toMatchObject({
      name: '下書きのサイト名（改）',
      design: { siteThemeId: 'rich_color03' },
      preview: false,
    });
    expect((await previewer.get('/api/site')).json().data.preview).toBe(false);
    expect((await previewer.get(url.replace('http://localhost:3000', ''))).headers.location).toBe(
      '/?preview=invalid',
    );
  });

  it('records every change with its before and after in the audit log', async () => {
    const [publishEntry] = await auditOf('site.publish');
    expect(publishEntry).toMatchObject({
      operatorName: expect.any(String),
      targetType: 'site',
      targetId: 'settings',
      before: expect.objectContaining({ name: DEMO_SITE.name }),
      after: expect.objectContaining({ name: '下書きのサイト名（改）' }),
    });
    const saves = await auditOf('site.saveDraft');
    expect(saves.map((entry: { after: { name: string } }) => entry.after.name)).toEqual([
      '下書きのサイト名（改）',
      '下書きのサイト名',
    ]);
    // The second save started from the first draft, not from the published settings.
    expect(saves[0].before.name).toBe('下書きのサイト名');
    expect(await auditOf('site.previewDraft')).toHaveLength(1);
    // The preview token itself never enters the log.
    expect(JSON.stringify(await auditOf('site.previewDraft'))).not.toMatch(/token/i);
  });

  it('can be discarded: the published settings stay, and the discard is logged', async () => {
    await saveDraft({ name: '捨てる下書き' });
    const response = await operator.delete('/api/admin/site/draft');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      published: { name: '下書きのサイト名（改）' },
      draft: null,
    });
    expect(await publicName()).toBe('下書きのサイト名（改）');
    const [discarded] = await auditOf('site.discardDraft');
    expect(discarded.before.name).toBe('捨てる下書き');
  });
});

describe('the deadlines', () => {
  it('a published responseDays changes when an unanswered entry is passed up', async () => {
    await saveDraft({ lifecycle: { ...DEMO_SITE.lifecycle, responseDays: 2 } });
    // The draft alone changes nothing for customers.
    const underDraft = await enter(guest, serviceId);
    await publish();
    const underPublished = await enter(guest, serviceId);

    t.clock.advance(2 * DAY + 60_000);
    await t.app.scheduler.tick();
    const statusOf = async (id: string) => (await guest.get(guestEntry(id))).json().data.status;
    expect(await statusOf(underPublished)).toBe('passed_up');
    expect(await statusOf(underDraft)).toBe('entered');
    expect((await cast.get(castEntry(underDraft))).json().data.status).toBe('entered');
  });
});

describe('the OGP image', () => {
  const upload = (bytes: Buffer, type: string) => {
    const boundary = '----tsunagu-site-image';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ogp"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return operator.request('POST', '/api/admin/site/images', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
  };

  it('is uploaded by the operator, served publicly, and logged', async () => {
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer();
    const response = await upload(png, 'image/png');
    expect(response.statusCode).toBe(201);
    const { url, width, height } = response.json().data;
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/site-images\/[A-Za-z0-9]+$/);

    const served = await t.agent().get(url.replace('http://localhost:3000', ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);

    const [logged] = (await operator.get('/api/admin/audit-log?action=site.uploadImage')).json().data;
    expect(logged.after).toMatchObject({ url, width: 1200, height: 630 });

    const draft = await saveDraft({ ogp: { ...DEMO_SITE.ogp, imageUrl: url } });
    expect(draft.draft.ogp.imageUrl).toBe(url);
  });

  it('refuses what is not an image, and answers 404 for an unknown image', async () => {
    const response = await upload(Buffer.from('%PDF-1.4 not an image'), 'application/pdf');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['file']);
    expect((await t.agent().get('/api/site-images/missing1')).statusCode).toBe(404);
  });
});
