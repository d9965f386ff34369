import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBankAccount } from '../../../../test/helpers/bank-account.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const valid = validBankAccount;

describe('bank account', () => {
  it('saves a Japanese bank account, spelling the holder in full-width katakana, and shows the number masked', async () => {
    const cast = t.agent();
    await cast.login('cast');
    expect((await cast.get('/api/customers/me/bank-account')).json()).toEqual({ data: null });
    const saved = await cast.put('/api/customers/me/bank-account', valid);
    expect(saved.statusCode).toBe(200);
    const expected = { ...valid, holderName: 'ヤマダ\u3000ハナコ', accountNumberMasked: '****567' } as Record<
      string,
      string
    >;
    delete expected.accountNumber;
    expect(saved.json().data).toEqual(expected);
    expect((await cast.get('/api/customers/me/bank-account')).json().data).toEqual(expected);
    expect(JSON.stringify((await cast.get('/api/customers/me/bank-account')).json())).not.toContain(
      '1234567',
    );
  });

  it('refuses each invalid field with its own message and keeps what was saved', async () => {
    const cast = t.agent();
    await cast.login('cast');
    const refused = await cast.put('/api/customers/me/bank-account', {
      bankCode: '12',
      bankName: '',
      branchCode: '12a',
      branchName: '渋谷',
      accountType: 'savings',
      accountNumber: '12345678',
      holderName: '山田花子',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      bankCode: ['銀行コードは4桁の数字で入力してください。'],
      bankName: ['入力してください。'],
      branchCode: ['支店コードは3桁の数字で入力してください。'],
      accountType: ['選択肢の中から選んでください。'],
      accountNumber: ['口座番号は7桁の数字で入力してください。'],
      holderName: ['口座名義は全角カタカナで入力してください（例: ヤマダ　ハナコ）。'],
    });
    expect((await cast.get('/api/customers/me/bank-account')).json().data.bankCode).toBe('0001');
  });

  it('reads codes and numbers typed in full-width digits, for a guest too, and keeps the whole number for payouts', async () => {
    const guest = t.agent();
    await guest.login('guest');
    const saved = await guest.put('/api/customers/me/bank-account', {
      ...valid,
      bankCode: '０００５',
      branchCode: '０１２',
      accountType: 'toza',
      accountNumber: '７６５４３２１',
      holderName: 'ｶ)ﾂﾅｸﾞ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      bankCode: '0005',
      branchCode: '012',
      accountType: 'toza',
      accountNumberMasked: '****321',
      holderName: 'カ）ツナグ',
    });
    const accountId = (await guest.get('/api/me')).json().data.id;
    const row = await t.database.db
      .selectFrom('bank_accounts')
      .select('account_number')
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(row.account_number).toBe('7654321');
  });

  it('says what is wrong in English too', async () => {
    const guest = t.agent();
    await guest.login('guest');
    const refused = await guest.request(
      'PUT',
      '/api/customers/me/bank-account',
      { ...valid, bankCode: '1', holderName: 'Hanako' },
      { 'accept-language': 'en' },
    );
    expect(refused.json().errors).toEqual({
      bankCode: ['Enter the 4-digit bank code.'],
      holderName: ['Enter the account holder in full-width katakana (e.g. ヤマダ　ハナコ).'],
    });
  });

  it('asks a signed-out caller to sign in', async () => {
    expect((await t.agent().get('/api/customers/me/bank-account')).statusCode).toBe(401);
    expect((await t.agent().put('/api/customers/me/bank-account', valid)).statusCode).toBe(401);
  });
});
