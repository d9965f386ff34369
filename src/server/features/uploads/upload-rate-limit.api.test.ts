import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInDemoParties, type TestApp } from '../../../../test/helpers/test-app.ts';
import { png, sendUpload } from '../../../../test/helpers/upload-image.ts';
import { UPLOADS_PER_ACCOUNT } from './routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('uploads per account', () => {
  it(`takes ${UPLOADS_PER_ACCOUNT.max} images from one account in ten minutes, then answers 429 before reading the file; another account goes on`, async () => {
    const { cast, guest } = await signInDemoParties(t);
    const image = { name: 'a.png', type: 'image/png', bytes: await png(8, 8) };
    const upload = (agent: typeof cast) => sendUpload(agent, '/api/customer-images', {}, image);
    for (let i = 0; i < UPLOADS_PER_ACCOUNT.max; i += 1) {
      expect((await upload(cast)).statusCode).toBe(201);
    }
    const refused = await upload(cast);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.database.db
      .selectFrom('uploads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_account_id', '=', 'demoCast1')
      .executeTakeFirstOrThrow();
    expect(Number(stored.count)).toBe(UPLOADS_PER_ACCOUNT.max);
    expect((await upload(guest)).statusCode).toBe(201);
  });
});
