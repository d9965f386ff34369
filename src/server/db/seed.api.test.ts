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
    await seedDemo(t.database.db);
    await seedDemo(t.database.db);
    const all = (await t.agent().get('/api/services?perPage=100')).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(30);
    const categories = new Set(all.data.map((s: { values: { category: string } }) => s.values.category));
    expect(categories.size).toBe(5);
    expect(all.data.every((s: { minPrice: unknown }) => s.minPrice !== null)).toBe(true);
    const cast = t.agent();
    expect((await cast.login('cast')).statusCode).toBe(200);
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
