/** A bank account that PUT /customers/me/bank-account accepts. */
export const validBankAccount = {
  bankCode: '0001',
  bankName: 'みずほ銀行',
  branchCode: '123',
  branchName: '渋谷支店',
  accountType: 'futsu',
  accountNumber: '1234567',
  holderName: 'ﾔﾏﾀﾞ ﾊﾅｺ',
};
