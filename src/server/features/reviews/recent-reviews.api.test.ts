import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEntry, publishService } from '../../../../test/helpers/entries.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';

let t: TestApp;
const services: string[] = [];

/** A published review of the demo guest about the demo cast for a service, a minute after the last one. */
async function review(serviceId: string, rating: number, comment: string) {
  const entryId = await insertEntry(t.database.db, {
    serviceId,
    castId: 'demoCast1',
    guestId: 'demoGuest1',
    at: t.clock.now(),
  });
  await t.database.db
    .insertInto('reviews')
    .values({
      id: `review${entryId}`,
      entry_id: entryId,
      service_id: serviceId,
      author_id: 'demoGuest1',
      subject_id: 'demoCast1',
      rating,
      comment,
      created_at: t.clock.now(),
      published_at: t.clock.now(),
    })
    .execute();
  t.clock.advance(60_000);
}

beforeAll(async () => {
  t = await createTestApp();
  const cast = t.agent();
  await cast.login('cast');
  for (const title of ['おそうじ', '作り置き', 'ペットシッター']) {
    services.push((await publishService(cast, title)).serviceId);
  }
  const [cleaning = '', cooking = '', pets = ''] = services;
  await review(cleaning, 5, 'ピカピカになりました。');
  await review(cooking, 4, 'おいしかったです。');
  await review(pets, 3, '散歩が短めでした。');
  await review(cleaning, 4, '二度目も丁寧でした。');
  await review(cooking, 5, '子どもが喜びました。');
});
afterAll(() => t.close());

describe('GET /api/reviews/recent', () => {
  it('gives anyone the newest published reviews of the demo catalogue, each with its service', async () => {
    const response = await t.agent().get('/api/reviews/recent?limit=4');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(
      data.map((r: { comment: string; service: { title: string } }) => [r.service.title, r.comment]),
    ).toEqual([
      ['作り置き', '子どもが喜びました。'],
      ['おそうじ', '二度目も丁寧でした。'],
      ['ペットシッター', '散歩が短めでした。'],
      ['作り置き', 'おいしかったです。'],
    ]);
    expect(data[0]).toMatchObject({
      rating: 5,
      author: { nickname: '佐藤 太郎' },
      service: { id: services[1] },
    });
  });

  it('leaves out the reviews of a service that is no longer public', async () => {
    const before = (await t.agent().get('/api/reviews/recent?limit=12')).json().data;
    expect(before).toHaveLength(5);
    const hidden = before[0].service.id;
    await t.database.db.updateTable('services').set({ status: 'draft' }).where('id', '=', hidden).execute();
    try {
      const after = (await t.agent().get('/api/reviews/recent?limit=12')).json().data;
      expect(after).toHaveLength(3);
      expect(after.some((review: { service: { id: string } }) => review.service.id === hidden)).toBe(false);
    } finally {
      await t.database.db
        .updateTable('services')
        .set({ status: 'publish' })
        .where('id', '=', hidden)
        .execute();
    }
  });

  it('refuses a limit out of range with 422, and answers 403 while reviews are switched off', async () => {
    expect((await t.agent().get('/api/reviews/recent?limit=0')).statusCode).toBe(422);
    const site = createSiteService(t.database.db, t.clock);
    await site.saveSettings({
      ...DEMO_SITE,
      features: DEMO_SITE.features.filter((feature) => !feature.value.startsWith('review')),
    });
    try {
      const refused = await t.agent().get('/api/reviews/recent');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('この機能は現在ご利用いただけません。');
    } finally {
      await site.saveSettings(DEMO_SITE);
    }
  });
});
