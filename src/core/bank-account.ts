/**
 * Japanese bank account rules (product decisions section 3): bank code 4 digits, branch code 3, account
 * number 7, and the holder's name in full-width katakana as bank transfers (Zengin) spell it.
 */
export const BANK_CODE = /^\d{4}$/;
export const BRANCH_CODE = /^\d{3}$/;
export const ACCOUNT_NUMBER = /^\d{7}$/;
/** Katakana (with ー and ・), the full-width space and the punctuation a transfer name may carry. */
export const HOLDER_NAME = /^[\u30A1-\u30FA\u30FC\u30FB\u3000（）．－／]+$/;

const TO_FULL_WIDTH: Record<string, string> = {
  ' ': '\u3000',
  '(': '（',
  ')': '）',
  '.': '．',
  '-': '－',
  '/': '／',
};

/**
 * Spells a holder name the way the bank expects: half-width katakana become full width (NFKC also joins
 * ﾀﾞ into ダ), and ASCII spaces and punctuation their full-width twins. Runs of spaces collapse to one.
 */
export function normalizeHolderName(input: string): string {
  return input
    .normalize('NFKC')
    .trim()
    .replace(/[\s\u3000]+/g, ' ')
    .replace(/[ ().\-/]/g, (c) => TO_FULL_WIDTH[c] ?? c);
}

/** Codes and numbers as the bank reads them: full-width digits (as a Japanese IME types them) become ASCII. */
export function normalizeDigits(input: string): string {
  return input.normalize('NFKC').trim();
}

/** Every digit but the last three hidden: enough for the owner to recognise the account. */
export function maskAccountNumber(accountNumber: string): string {
  return `${'*'.repeat(Math.max(0, accountNumber.length - 3))}${accountNumber.slice(-3)}`;
}
