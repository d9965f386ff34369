import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_NUMBER,
  BANK_CODE,
  BRANCH_CODE,
  HOLDER_NAME,
  maskAccountNumber,
  normalizeDigits,
  normalizeHolderName,
} from './bank-account.ts';

describe('bank account rules', () => {
  it.each([
    ['ﾔﾏﾀﾞ ﾊﾅｺ', 'ヤマダ\u3000ハナコ'],
    ['ヤマダ　　ハナコ', 'ヤマダ\u3000ハナコ'],
    ['ｶ)ﾂﾅｸﾞ', 'カ）ツナグ'],
    ['  スズキ ジロー ', 'スズキ\u3000ジロー'],
    ['ｻﾄｳ･ｴﾘｰ', 'サトウ・エリー'],
    ['ｶ)ﾃｽﾄ.ｼﾞｬﾊﾟﾝ-ﾄｳｷｮｳ/ｵｵｻｶ', 'カ）テスト．ジャパン－トウキョウ／オオサカ'],
    ['(ｶ)ﾂﾅｸﾞ', '（カ）ツナグ'],
  ])('writes %j as the bank spells it', (input, expected) => {
    expect(normalizeHolderName(input)).toBe(expected);
    expect(HOLDER_NAME.test(expected)).toBe(true);
  });

  it.each(['山田 花子', 'yamada hanako', 'やまだ はなこ', ''])('refuses %j as a holder name', (input) => {
    expect(HOLDER_NAME.test(normalizeHolderName(input))).toBe(false);
  });

  it('reads codes and numbers typed in full-width digits', () => {
    expect(normalizeDigits(' ０００１ ')).toBe('0001');
    expect(BANK_CODE.test(normalizeDigits('０００１'))).toBe(true);
    expect(BRANCH_CODE.test(normalizeDigits('１２３'))).toBe(true);
    expect(ACCOUNT_NUMBER.test(normalizeDigits('１２３４５６７'))).toBe(true);
  });

  it.each([
    [BANK_CODE, ['123', '12345', '12a4', '']],
    [BRANCH_CODE, ['12', '1234', '１２x']],
    [ACCOUNT_NUMBER, ['123456', '12345678', '123-4567']],
  ])('refuses codes of the wrong length or with other characters (%s)', (pattern, inputs) => {
    for (const input of inputs) expect(pattern.test(normalizeDigits(input))).toBe(false);
  });

  it('masks all but the last three digits', () => {
    expect(maskAccountNumber('1234567')).toBe('****567');
  });
});
