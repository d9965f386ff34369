import { describe, expect, it } from 'vitest';
import { HOLDER_NAME, maskAccountNumber, normalizeHolderName } from './bank-account.ts';

describe('bank account rules', () => {
  it.each([
    ['ﾔﾏﾀﾞ ﾊﾅｺ', 'ヤマダ\u3000ハナコ'],
    ['ヤマダ　　ハナコ', 'ヤマダ\u3000ハナコ'],
    ['ｶ)ﾂﾅｸﾞ', 'カ）ツナグ'],
    ['  スズキ ジロー ', 'スズキ\u3000ジロー'],
  ])('writes %j as the bank spells it', (input, expected) => {
    expect(normalizeHolderName(input)).toBe(expected);
    expect(HOLDER_NAME.test(expected)).toBe(true);
  });

  it.each(['山田 花子', 'yamada hanako', 'やまだ はなこ', ''])('refuses %j as a holder name', (input) => {
    expect(HOLDER_NAME.test(normalizeHolderName(input))).toBe(false);
  });

  it('masks all but the last three digits', () => {
    expect(maskAccountNumber('1234567')).toBe('****567');
  });
});
