import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { seedDemo } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t?.close());

describe('demo seed', () => {
  it('is idempotent and gives a believable catalogue across categories', async () => {
    await seedDemo(t.database.db, { fileStore: t.fileStore });
    await seedDemo(t.database.db, { fileStore: t.fileStore });
    const all = (await t.agent().get('/api/services?perPage=100')).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(30);
    const categories = new Set(all.data.map((s: { values: { category: string } }) => s.values.category));
    expect(categories.size).toBe(5);
    expect(all.data.every((s: { minPrice: unknown }) => s.minPrice !== null)).toBe(true);
    const cast = t.agent();
    const r = await cast.login('cast');
    expect(r.statusCode, r.body).toBe(200);
    const guests = (await cast.get('/api/guests')).json();
    expect(guests.meta.total).toBe(5);
    expect(new Set(guests.data.map((g: { customerAccountType: string }) => g.customerAccountType)).size).toBe(
      2,
    );
    const layouts = await t.database.db.selectFrom('layouts').select('key').execute();
    expect(layouts.map((l) => l.key).sort()).toEqual([
      'guests/detail',
      'guests/index',
      'services/detail',
      'services/index',
      'top',
    ]);

    // Every service has two pictures of its category, the cover first; the uploads are served as images.
    expect(all.data.every((s: { imageUrls: string[] }) => s.imageUrls.length === 2)).toBe(true);
    const cover = await t.agent().get(all.data[0].imageUrls[0]);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    const avatars = await t.database.db
      .selectFrom('accounts')
      .select('avatar_image_id')
      .where('id', 'like', 'demo%')
      .execute();
    expect(avatars.length).toBe(10);
    expect(avatars.every((a) => a.avatar_image_id !== null)).toBe(true);
    const uploads = await t.database.db.selectFrom('uploads').select('id').execute();
    expect(uploads.length).toBe(all.meta.total * 2 + avatars.length);

    const reviews = (await t.agent().get('/api/services/demoService07/reviews')).json();
    expect(reviews.meta.total).toBe(2);
    expect(
      all.data.filter((s: { rating: { count: number } }) => s.rating.count > 0).length,
    ).toBeGreaterThanOrEqual(4);
    const waitingForCast = await cast.get('/api/casts/me/entries?actionRequiredOnly=true');
    expect(waitingForCast.json().data.map((e: { status: string }) => e.status)).toEqual(['entered']);
    const guest = t.agent();
    await guest.login('guest');
    const waitingForGuest = await guest.get('/api/guests/me/entries?actionRequiredOnly=true');
    expect(waitingForGuest.json().data.map((e: { status: string }) => e.status)).toEqual(['estimated']);
  });
});
