import { z } from 'zod';
import {
  ACCOUNT_NUMBER,
  BANK_CODE,
  BRANCH_CODE,
  HOLDER_NAME,
  normalizeDigits,
  normalizeHolderName,
} from '../bank-account.ts';
import { BANK_ACCOUNT_TYPES } from '../enums.ts';
import { dataEnvelope } from './common.ts';

/** A code or number of digits, accepted as typed in full width; `message` names its catalogue message. */
export const digits = (pattern: RegExp, message: string) =>
  z.string().max(20).transform(normalizeDigits).pipe(z.string().regex(pattern, message));
/** A name in katakana as transfers spell it (half width is accepted and stored in full width). */
export const katakana = (max: number, message: string) =>
  z.string().max(max).transform(normalizeHolderName).pipe(z.string().regex(HOLDER_NAME, message));

/** The account's routing, as a customer's bank account and the payouts' remitter both take it. */
export const bankCode = digits(BANK_CODE, 'bankAccount.bankCode');
export const branchCode = digits(BRANCH_CODE, 'bankAccount.branchCode');
export const accountNumber = digits(ACCOUNT_NUMBER, 'bankAccount.accountNumber');

/** PUT /customers/me/bank-account */
export const saveBankAccountBody = z.object({
  bankCode,
  bankName: z.string().trim().min(1).max(60),
  branchCode,
  branchName: z.string().trim().min(1).max(60),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumber,
  holderName: katakana(60, 'bankAccount.holderName'),
});
export type SaveBankAccountBody = z.infer<typeof saveBankAccountBody>;

export const bankAccount = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  branchCode: z.string(),
  branchName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  /** The number is needed only for payouts; the owner sees its last three digits. */
  accountNumberMasked: z.string(),
  holderName: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;

/** GET /customers/me/bank-account: null until one is saved. */
export const bankAccountResponse = dataEnvelope(bankAccount.nullable());
