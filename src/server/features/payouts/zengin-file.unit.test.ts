import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { type ZenginBatch, ZenginFieldError, zenginTransferFile } from './zengin-file.ts';
import { toZenginKana, ZenginCharacterError } from './zengin-kana.ts';

/** The batch that test/fixtures/zengin-batch.write.ts writes out by hand. */
const batch: ZenginBatch = {
  remitter: {
    companyCode: '0012345678',
    companyName: 'カブシキガイシャ　ツナグ',
    bankCode: '0001',
    bankName: 'ミズホ',
    branchCode: '100',
    branchName: 'トウキョウエイギョウブ',
    accountType: 'futsu',
    accountNumber: '1234567',
  },
  transferDate: '2026-12-15',
  transfers: [
    {
      bankCode: '0005',
      bankName: '',
      branchCode: '001',
      branchName: '',
      accountType: 'futsu',
      accountNumber: '7654321',
      holderName: 'ヤマダ　タロウ',
      amount: 12_345,
    },
    {
      bankCode: '0009',
      bankName: '',
      branchCode: '456',
      branchName: '',
      accountType: 'toza',
      accountNumber: '0000123',
      holderName: 'ヴァイオリン・ガッコウ（カ）',
      amount: 1_000_000,
    },
    {
      bankCode: '0036',
      bankName: '',
      branchCode: '789',
      branchName: '',
      accountType: 'futsu',
      accountNumber: '1111111',
      holderName: 'チョウジャマチ　ハナコ　ロングネームサンプルテストデス',
      amount: 250,
    },
  ],
};

describe('the Zengin transfer file', () => {
  it('equals the hand-checked file of a known batch byte for byte', () => {
    const expected = readFileSync(
      new URL('../../../../test/fixtures/zengin-batch.expected', import.meta.url),
    );
    const actual = zenginTransferFile(batch);
    expect(actual.length).toBe(6 * 122);
    expect(actual.equals(expected)).toBe(true);
  });

  it('has 120-byte records, each followed by CRLF, in the order header, data, trailer, end', () => {
    const file = zenginTransferFile(batch);
    const records = [];
    for (let at = 0; at < file.length; at += 122) {
      expect(file.subarray(at + 120, at + 122).toString('latin1')).toBe('\r\n');
      records.push(file.subarray(at, at + 120));
    }
    expect(records.map((bytes) => String.fromCharCode(bytes[0] ?? 0))).toEqual([
      '1',
      '2',
      '2',
      '2',
      '8',
      '9',
    ]);
  });

  it('writes names in half-width katakana that Shift_JIS keeps in one byte each', () => {
    expect(toZenginKana('ヤマダ　タロウ')).toBe('ﾔﾏﾀﾞ ﾀﾛｳ');
    expect(toZenginKana('パーソナル・ジム（ユウ）')).toBe('ﾊﾟ-ｿﾅﾙ.ｼﾞﾑ(ﾕｳ)');
    expect(toZenginKana('ｶﾌﾞｼｷ abc１２')).toBe('ｶﾌﾞｼｷ ABC12');
    expect(iconv.encode(toZenginKana('キッテ'), 'Shift_JIS')).toEqual(Buffer.from([0xb7, 0xc2, 0xc3]));
    expect(() => toZenginKana('山田')).toThrow(ZenginCharacterError);
  });

  it('refuses an amount past its ten digits rather than writing a wrong transfer', () => {
    const [first] = batch.transfers;
    expect(() =>
      zenginTransferFile({ ...batch, transfers: [{ ...first!, amount: 10_000_000_000 }] }),
    ).toThrow(ZenginFieldError);
  });
});
