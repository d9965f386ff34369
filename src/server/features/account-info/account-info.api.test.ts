import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishService } from '../../../../test/helpers/entries.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { uploadPng } from '../../../../test/helpers/upload-image.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const castProfile = {
  fullName: { lastName: '山田', firstName: '花子', lastNameKana: 'ヤマダ', firstNameKana: 'ハナコ' },
  phone: '03-1234-5678',
  address: { postalCode: '1500001', prefecture: '東京都', city: '渋谷区', line1: '神宮前1-1-1' },
  introduction: '家事代行歴10年です。',
  skills: ['housework', 'cooking'],
  area: 'tokyo',
};

describe('account info', () => {
  it('serves each role its edit schema', async () => {
    const cast = (await t.agent().get('/api/schemas/casts/edit')).json().data.fields;
    expect(cast.map((f: { key: string }) => f.key)).toEqual([
      'fullName',
      'phone',
      'address',
      'introduction',
      'skills',
      'area',
    ]);
    const guest = (await t.agent().get('/api/schemas/guests/edit')).json().data.fields;
    expect(guest.map((f: { key: string }) => f.key)).toEqual([
      'fullName',
      'phone',
      'address',
      'introduction',
    ]);
  });

  it('reads and updates the cast account info, with the notification setting', async () => {
    const agent = t.agent();
    await agent.login('cast');
    const before = await agent.get('/api/casts/me/account-info');
    expect(before.json().data).toMatchObject({
      email: 'cast@example.com',
      nickname: '山田 花子',
      notificationTiming: 'always',
    });

    const saved = await agent.put('/api/casts/me/account-info', {
      nickname: 'はなこ',
      notificationTiming: 'after_matching',
      profile: castProfile,
    });
    expect(saved.statusCode).toBe(200);
    // Stored as cleaned by the schema: the postal code gains its hyphen, the empty second line is kept.
    const stored = { ...castProfile, address: { ...castProfile.address, postalCode: '150-0001', line2: '' } };
    expect(saved.json().data).toMatchObject({
      nickname: 'はなこ',
      notificationTiming: 'after_matching',
      profile: stored,
    });
    expect((await agent.get('/api/casts/me/account-info')).json().data.profile).toEqual(stored);
  });

  it('validates the profile against the same schema it serves (422 per field) and changes nothing', async () => {
    const agent = t.agent();
    await agent.login('cast');
    const before = (await agent.get('/api/casts/me/account-info')).json().data;
    const refused = await agent.put('/api/casts/me/account-info', {
      nickname: 'かわらない',
      notificationTiming: 'sometimes',
      profile: { ...castProfile, area: 'moon', skills: ['flying'], phone: '' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ notificationTiming: ['選択肢の中から選んでください。'] });
    const profileRefused = await agent.put('/api/casts/me/account-info', {
      nickname: 'かわらない',
      notificationTiming: 'never',
      profile: { ...castProfile, area: 'moon', skills: ['flying'], phone: '' },
    });
    expect(profileRefused.json().errors).toEqual({
      'profile.phone': ['入力してください。'],
      'profile.skills': ['選択肢の中から選んでください。'],
      'profile.area': ['選択肢の中から選んでください。'],
    });
    expect((await agent.get('/api/casts/me/account-info')).json().data).toEqual(before);
  });

  it('keeps each role to its own endpoint: 401 signed out, 403 for the other role', async () => {
    expect((await t.agent().get('/api/guests/me/account-info')).statusCode).toBe(401);
    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.get('/api/guests/me/account-info')).statusCode).toBe(403);
    const guest = t.agent();
    await guest.login('guest');
    const response = await guest.put('/api/guests/me/account-info', {
      nickname: 'たろう',
      notificationTiming: 'never',
      profile: { fullName: { lastName: '佐藤', firstName: '太郎' } },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('avatar', () => {
  it('sets a picture that public views carry, then removes it', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const image = await uploadPng(cast, { width: 300, height: 300 });
    const { serviceId } = await publishService(cast);
    const set = await cast.put('/api/me/avatar', { imageId: image.id });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toEqual({ avatarUrl: image.url });
    expect((await cast.get('/api/casts/me/account-info')).json().data.avatarUrl).toBe(image.url);

    const castId = (await cast.get('/api/me')).json().data.id;
    const profile = (await t.agent().get(`/api/guests/casts/${castId}`)).json().data;
    expect(profile.avatarUrl).toBe(image.url);
    expect((await t.agent().get(`/api/services/${serviceId}`)).json().data.cast.avatarUrl).toBe(image.url);
    const catalogue = (await t.agent().get(`/api/services?serviceIds=${serviceId}`)).json().data;
    expect(catalogue.map((s: { cast: { avatarUrl: string } }) => s.cast.avatarUrl)).toEqual([image.url]);

    const cleared = await cast.put('/api/me/avatar', { imageId: null });
    expect(cleared.json().data).toEqual({ avatarUrl: null });
    expect((await t.agent().get(`/api/guests/casts/${castId}`)).json().data.avatarUrl).toBeNull();
  });

  it("shows a guest's picture to casts browsing guests", async () => {
    const guest = t.agent();
    await guest.login('guest');
    const image = await uploadPng(guest);
    expect((await guest.put('/api/me/avatar', { imageId: image.id })).statusCode).toBe(200);
    const guestId = (await guest.get('/api/me')).json().data.id;
    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.get(`/api/casts/guests/${guestId}`)).json().data.avatarUrl).toBe(image.url);
    await guest.put('/api/me/avatar', { imageId: null });
  });

  it("refuses someone else's image, a private one, and a caller who is signed out", async () => {
    const cast = t.agent();
    await cast.login('cast');
    const guest = t.agent();
    await guest.login('guest');
    const guestsImage = await uploadPng(guest);
    const privateImage = await uploadPng(cast, { isPrivate: true });

    const notMine = await cast.put('/api/me/avatar', { imageId: guestsImage.id });
    expect(notMine.statusCode).toBe(422);
    expect(Object.keys(notMine.json().errors)).toEqual(['imageId']);
    expect((await cast.put('/api/me/avatar', { imageId: privateImage.id })).statusCode).toBe(422);
    expect((await cast.put('/api/me/avatar', { imageId: 'doesNotExist1' })).statusCode).toBe(422);
    expect((await cast.get('/api/casts/me/account-info')).json().data.avatarUrl).toBeNull();
    expect((await t.agent().put('/api/me/avatar', { imageId: guestsImage.id })).statusCode).toBe(401);
  });
});
