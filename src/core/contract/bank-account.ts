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
const digits = (pattern: RegExp, message: string) =>
  z.string().max(20).transform(normalizeDigits).pipe(z.string().regex(pattern, message));

/** PUT /customers/me/bank-account */
export const saveBankAccountBody = z.object({
  bankCode: digits(BANK_CODE, 'bankAccount.bankCode'),
  bankName: z.string().trim().min(1).max(60),
  branchCode: digits(BRANCH_CODE, 'bankAccount.branchCode'),
  branchName: z.string().trim().min(1).max(60),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumber: digits(ACCOUNT_NUMBER, 'bankAccount.accountNumber'),
  holderName: z
    .string()
    .max(60)
    .transform(normalizeHolderName)
    .pipe(z.string().regex(HOLDER_NAME, 'bankAccount.holderName')),
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
