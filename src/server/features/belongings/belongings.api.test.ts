import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('guest belongings', () => {
  it("lists, adds, edits and removes a guest's belongings", async () => {
    const agent = t.agent();
    await agent.login('guest');
    expect((await agent.get('/api/guests/me/belongings')).json()).toEqual({
      data: [],
      meta: { currentPage: 1, lastPage: 1, perPage: 1, total: 0 },
    });

    const created = await agent.post('/api/guests/me/belongings', {
      values: { name: 'ポチ', kind: 'dog', note: '散歩が好き' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.values).toEqual({
      name: 'ポチ',
      kind: 'dog',
      note: '散歩が好き',
      birthday: null,
      photo: [],
    });

    const edited = await agent.put(`/api/guests/me/belongings/${id}`, {
      values: { name: 'ポチ', kind: 'dog', birthday: '2020-04-01' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.values.birthday).toBe('2020-04-01');

    const list = (await agent.get('/api/guests/me/belongings')).json();
    expect(list.data.map((b: { id: string }) => b.id)).toEqual([id]);

    expect((await agent.delete(`/api/guests/me/belongings/${id}`)).statusCode).toBe(204);
    expect((await agent.get('/api/guests/me/belongings')).json().data).toEqual([]);
  });

  it('validates against the belongings schema', async () => {
    const agent = t.agent();
    await agent.login('guest');
    const refused = await agent.post('/api/guests/me/belongings', { values: { kind: 'dragon' } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'values.name': ['入力してください。'],
      'values.kind': ['選択肢の中から選んでください。'],
    });
  });

  it("answers 404 for another guest's belonging and 403 for a cast", async () => {
    const owner = t.agent();
    await owner.login('guest');
    const id = (
      await owner.post('/api/guests/me/belongings', { values: { name: 'タマ', kind: 'cat' } })
    ).json().data.id;

    const stranger = t.agent();
    await stranger.post('/api/customers/emails/send-code', { type: 'guest', email: 'stranger@example.com' });
    const code = await t.smtp.codeSentTo('stranger@example.com');
    const token = (
      await stranger.post('/api/customers/emails/verify-code', {
        type: 'guest',
        email: 'stranger@example.com',
        code,
      })
    ).json().data.registrationToken;
    await stranger.post('/api/customers/registers', {
      registrationToken: token,
      customerAccountType: 'individual',
      nickname: 'よそ',
      password: 'stranger password',
      profile: { fullName: { lastName: '他', firstName: '人' } },
    });
    expect(
      (await stranger.put(`/api/guests/me/belongings/${id}`, { values: { name: 'x', kind: 'cat' } }))
        .statusCode,
    ).toBe(404);
    expect((await stranger.delete(`/api/guests/me/belongings/${id}`)).statusCode).toBe(404);

    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.get('/api/guests/me/belongings')).statusCode).toBe(403);
  });
});
