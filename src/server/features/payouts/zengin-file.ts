import iconv from 'iconv-lite';
import { toZenginKana } from './zengin-kana.ts';

/**
 * The Zengin (全銀協) "総合振込" transfer file a bank takes to pay many accounts at once: fixed-width
 * records of 120 bytes, each followed by CRLF, in Shift_JIS with names in half-width katakana.
 *
 *   header (1) · one data record (2) per transfer · trailer (8) · end (9)
 *
 * Numeric fields are right-aligned and zero-filled; text fields left-aligned and space-filled, cut at
 * their width. Field widths are written beside each field below.
 */

export type ZenginAccountType = 'futsu' | 'toza';

/** The company that sends the transfers (振込依頼人) and the account they leave from. */
export interface ZenginRemitter {
  /** 依頼人コード: the 10-digit code the remitter's bank gave it. */
  companyCode: string;
  /** Full-width katakana, as bank accounts keep names. */
  companyName: string;
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
}

export interface ZenginTransfer {
  bankCode: string;
  /** Optional in the format: an empty name is sent as spaces. */
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: ZenginAccountType;
  accountNumber: string;
  /** Full-width katakana (bank_accounts.holder_name). */
  holderName: string;
  amount: number;
}

export interface ZenginBatch {
  remitter: ZenginRemitter;
  /** The transfer day, YYYY-MM-DD (only month and day are written). */
  transferDate: string;
  transfers: ZenginTransfer[];
}

/** A value that the format cannot carry (a field too long for its digits). */
export class ZenginFieldError extends Error {
  constructor(field: string, value: string | number) {
    super(`${field} does not fit its Zengin field: ${value}`);
    this.name = 'ZenginFieldError';
  }
}

const RECORD_LENGTH = 120;
/** 預金種目: 1 普通 (ordinary), 2 当座 (current). */
const ACCOUNT_TYPE_CODES: Record<ZenginAccountType, string> = { futsu: '1', toza: '2' };

function numeric(field: string, value: string | number, width: number): string {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > width) throw new ZenginFieldError(field, value);
  return digits.padStart(width, '0');
}

function text(value: string, width: number): string {
  return toZenginKana(value).slice(0, width).padEnd(width, ' ');
}

const spaces = (width: number) => ' '.repeat(width);

function record(fields: string[]): string {
  const line = fields.join('');
  // Every field is exactly its width; a wrong length here is a bug of this module.
  if (line.length !== RECORD_LENGTH) throw new Error(`Zengin record of ${line.length} characters`);
  return line;
}

function header(batch: ZenginBatch): string {
  const { remitter } = batch;
  const [, month = '', day = ''] = batch.transferDate.split('-');
  return record([
    '1', // データ区分 (1): header
    '21', // 種別コード (2): 総合振込
    '0', // コード区分 (1): JIS / Shift_JIS
    numeric('companyCode', remitter.companyCode, 10), // 依頼人コード (10)
    text(remitter.companyName, 40), // 依頼人名 (40)
    numeric('transferDate', `${month}${day}`, 4), // 振込指定日 MMDD (4)
    numeric('bankCode', remitter.bankCode, 4), // 仕向銀行番号 (4)
    text(remitter.bankName, 15), // 仕向銀行名 (15)
    numeric('branchCode', remitter.branchCode, 3), // 仕向支店番号 (3)
    text(remitter.branchName, 15), // 仕向支店名 (15)
    ACCOUNT_TYPE_CODES[remitter.accountType], // 預金種目 (1)
    numeric('accountNumber', remitter.accountNumber, 7), // 口座番号 (7)
    spaces(17), // ダミー (17)
  ]);
}

function data(transfer: ZenginTransfer): string {
  return record([
    '2', // データ区分 (1): data
    numeric('bankCode', transfer.bankCode, 4), // 被仕向銀行番号 (4)
    text(transfer.bankName, 15), // 被仕向銀行名 (15)
    numeric('branchCode', transfer.branchCode, 3), // 被仕向支店番号 (3)
    text(transfer.branchName, 15), // 被仕向支店名 (15)
    '0000', // 手形交換所番号 (4): unused, zeros
    ACCOUNT_TYPE_CODES[transfer.accountType], // 預金種目 (1)
    numeric('accountNumber', transfer.accountNumber, 7), // 口座番号 (7)
    text(transfer.holderName, 30), // 受取人名 (30)
    numeric('amount', transfer.amount, 10), // 振込金額 (10)
    '0', // 新規コード (1): 0 = neither a first transfer nor a change of account
    spaces(10), // 顧客コード1 (10): unused
    spaces(10), // 顧客コード2 (10): unused
    '7', // 振込指定区分 (1): 7 = 電信 (telegraphic)
    ' ', // 識別表示 (1): none
    spaces(7), // ダミー (7)
  ]);
}

function trailer(batch: ZenginBatch): string {
  const total = batch.transfers.reduce((sum, transfer) => sum + transfer.amount, 0);
  return record([
    '8', // データ区分 (1): trailer
    numeric('count', batch.transfers.length, 6), // 合計件数 (6)
    numeric('total', total, 12), // 合計金額 (12)
    spaces(101), // ダミー (101)
  ]);
}

/** The whole file, as the bytes to download. */
export function zenginTransferFile(batch: ZenginBatch): Buffer {
  const records = [header(batch), ...batch.transfers.map(data), trailer(batch), record(['9', spaces(119)])];
  return iconv.encode(records.map((line) => `${line}\r\n`).join(''), 'Shift_JIS');
}
