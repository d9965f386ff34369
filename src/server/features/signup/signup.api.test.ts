import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const profile = {
  fullName: { lastName: '鈴木', firstName: '一郎', lastNameKana: 'スズキ', firstNameKana: 'イチロウ' },
  birthday: '1990-05-01',
  phone: '090-1234-5678',
  address: { postalCode: '150-0001', prefecture: '東京都', city: '渋谷区', line1: '神宮前1-2-3' },
};

async function verifiedToken(agent: Agent, email: string, type: 'cast' | 'guest' = 'cast') {
  expect((await agent.post('/api/customers/emails/send-code', { type, email })).statusCode).toBe(200);
  const code = await t.smtp.codeSentTo(email);
  const verified = await agent.post('/api/customers/emails/verify-code', { type, email, code });
  expect(verified.statusCode).toBe(200);
  return verified.json().data.registrationToken as string;
}

describe('sign-up', () => {
  it('sends a six-digit code by e-mail, verifies it, registers the cast and signs them in', async () => {
    const agent = t.agent();
    const sent = await agent.post('/api/customers/emails/send-code', {
      type: 'cast',
      email: 'new.cast@example.com',
    });
    expect(sent.statusCode).toBe(200);
    expect(Date.parse(sent.json().data.expiresAt) - t.clock.now().getTime()).toBe(15 * 60_000);
    const mail = await t.smtp.mailTo('new.cast@example.com');
    expect(mail.subject).toBe('【ツナグ 暮らしのサポート】メールアドレスの確認コード');
    expect(mail.text).toMatch(/確認コード: \d{6}/);

    const code = await t.smtp.codeSentTo('new.cast@example.com');
    const verified = await agent.post('/api/customers/emails/verify-code', {
      type: 'cast',
      email: 'new.cast@example.com',
      code,
    });
    const registrationToken = verified.json().data.registrationToken;

    const registered = await agent.post('/api/customers/registers', {
      registrationToken,
      customerAccountType: 'individual',
      nickname: 'いちろう',
      password: 'correct horse battery',
      profile,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data).toMatchObject({
      type: 'cast',
      email: 'new.cast@example.com',
      nickname: 'いちろう',
    });
    expect((await agent.get('/api/me')).json().data.email).toBe('new.cast@example.com');

    const again = await t.agent().login('cast', 'new.cast@example.com', 'correct horse battery');
    expect(again.statusCode).toBe(200);
  });

  it('serves the registration form per role and account type, and enforces it', async () => {
    const company = await t
      .agent()
      .get('/api/schemas/customer-accounts/registers?customerAccountType=company&type=cast');
    expect(company.json().data.fields.map((f: { key: string }) => f.key)).toEqual([
      'companyName',
      'fullName',
      'phone',
      'address',
    ]);
    const guest = await t
      .agent()
      .get('/api/schemas/customer-accounts/registers?customerAccountType=individual&type=guest');
    expect(guest.json().data.fields.map((f: { key: string }) => f.key)).toEqual(['fullName', 'phone']);
    const bad = await t
      .agent()
      .get('/api/schemas/customer-accounts/registers?customerAccountType=robot&type=cast');
    expect(bad.statusCode).toBe(422);

    const agent = t.agent();
    const registrationToken = await verifiedToken(agent, 'form.check@example.com');
    const refused = await agent.post('/api/customers/registers', {
      registrationToken,
      customerAccountType: 'individual',
      nickname: '',
      password: 'short',
      profile: { ...profile, fullName: { lastName: '鈴木', firstName: '' }, birthday: '2999-01-01' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      nickname: ['入力してください。'],
      password: ['パスワードは8文字以上で入力してください。'],
    });
    const profileRefused = await agent.post('/api/customers/registers', {
      registrationToken,
      customerAccountType: 'individual',
      nickname: 'ちぇっく',
      password: 'long enough password',
      profile: { ...profile, fullName: { lastName: '鈴木', firstName: '' }, birthday: '2999-01-01' },
    });
    expect(profileRefused.statusCode).toBe(422);
    expect(profileRefused.json().errors).toEqual({
      'profile.fullName.firstName': ['入力してください。'],
      'profile.birthday': ['今日より前の日付を入力してください。'],
    });
    // Nothing was half-written: the token still works once the form is right.
    const ok = await agent.post('/api/customers/registers', {
      registrationToken,
      customerAccountType: 'individual',
      nickname: 'ちぇっく',
      password: 'long enough password',
      profile,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a wrong code, then an expired one', async () => {
    const agent = t.agent();
    await agent.post('/api/customers/emails/send-code', { type: 'guest', email: 'late@example.com' });
    const code = await t.smtp.codeSentTo('late@example.com');
    const wrong = await agent.post('/api/customers/emails/verify-code', {
      type: 'guest',
      email: 'late@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['確認コードが正しくありません。'] });

    t.clock.advance(15 * 60_000 + 1);
    const expired = await agent.post('/api/customers/emails/verify-code', {
      type: 'guest',
      email: 'late@example.com',
      code,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({
      code: ['確認コードの有効期限が切れました。もう一度コードを送信してください。'],
    });
  });

  it('allows five attempts per code, after which even the right code is refused', async () => {
    const agent = t.agent();
    await agent.post('/api/customers/emails/send-code', { type: 'guest', email: 'guesser@example.com' });
    const code = await t.smtp.codeSentTo('guesser@example.com');
    const wrongCode = code === '999999' ? '888888' : '999999';
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const r = await agent.post('/api/customers/emails/verify-code', {
        type: 'guest',
        email: 'guesser@example.com',
        code: wrongCode,
      });
      statuses.push(r.json().errors.code[0]);
    }
    expect(statuses.at(-1)).toBe(
      '確認コードの入力回数が上限に達しました。もう一度コードを送信してください。',
    );
    const right = await agent.post('/api/customers/emails/verify-code', {
      type: 'guest',
      email: 'guesser@example.com',
      code,
    });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual([
      '確認コードの入力回数が上限に達しました。もう一度コードを送信してください。',
    ]);
  });

  it('does not reveal a registered e-mail: same answer, and the mail says to sign in instead', async () => {
    const agent = t.agent();
    const registered = await agent.post('/api/customers/emails/send-code', {
      type: 'cast',
      email: 'cast@example.com',
    });
    const fresh = await agent.post('/api/customers/emails/send-code', {
      type: 'cast',
      email: 'fresh@example.com',
    });
    expect(registered.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(registered.json().data)).toEqual(Object.keys(fresh.json().data));
    const mail = await t.smtp.mailTo('cast@example.com');
    expect(mail.subject).toBe('【ツナグ 暮らしのサポート】ご登録について');
    expect(mail.text).not.toMatch(/\d{6}/);
  });

  it('refuses a second account for the same e-mail and role (409), and a reused token (422)', async () => {
    const first = t.agent();
    const second = t.agent();
    const tokenA = await verifiedToken(first, 'twice@example.com', 'guest');
    const tokenB = await verifiedToken(second, 'twice@example.com', 'guest');
    const body = {
      customerAccountType: 'individual',
      nickname: 'にど',
      password: 'password password',
      profile: { fullName: profile.fullName },
    };
    expect(
      (await first.post('/api/customers/registers', { ...body, registrationToken: tokenA })).statusCode,
    ).toBe(200);
    const duplicate = await second.post('/api/customers/registers', { ...body, registrationToken: tokenB });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'このメールアドレスはすでに登録されています。ログインするか、パスワードを再設定してください。',
    );
    const reused = await first.post('/api/customers/registers', { ...body, registrationToken: tokenA });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({
      token: ['手続きの有効期限が切れました。最初からやり直してください。'],
    });
  });
});
