import { newPublicId } from '../../src/server/db/ids.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { RouteExamples } from './route-example.ts';

export const REMITTER = {
  companyCode: '0012345678',
  companyName: 'カブシキガイシャ　ツナグ',
  bankCode: '0001',
  bankName: 'ミズホ',
  branchCode: '100',
  branchName: 'トウキョウエイギョウブ',
  accountType: 'futsu',
  accountNumber: '1234567',
} as const;

/** Example batches take schedule numbers of their own, so they never meet a closing the scheduler made. */
let nextSettingIndex = 100;

/** A payout batch with one transfer to the demo cast, written to the database in the given status. */
async function batchWithTransfer(t: TestApp, status: 'open' | 'exported') {
  const id = newPublicId();
  const now = t.clock.now();
  await t.database.db
    .insertInto('payout_remitter')
    .values({
      company_code: REMITTER.companyCode,
      company_name: REMITTER.companyName,
      bank_code: REMITTER.bankCode,
      bank_name: REMITTER.bankName,
      branch_code: REMITTER.branchCode,
      branch_name: REMITTER.branchName,
      account_type: REMITTER.accountType,
      account_number: REMITTER.accountNumber,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await t.database.db
    .insertInto('payout_batches')
    .values({
      id,
      setting_index: nextSettingIndex++,
      closing_date: '2026-10-31',
      closed_at: new Date('2026-11-01T00:00:00+09:00'),
      payout_date: '2026-11-15',
      transfer_fee: 250,
      minimum_amount: 0,
      status,
      exported_at: status === 'exported' ? now : null,
      created_at: now,
    })
    .execute();
  await t.database.db
    .insertInto('payout_items')
    .values({
      id: newPublicId(),
      batch_id: id,
      supplier_id: 'demoCast1',
      amount: 5250,
      transfer_fee: 250,
      net: 5000,
      bank_code: '0005',
      branch_code: '001',
      account_type: 'futsu',
      account_number: '7654321',
      holder_name: 'ヤマダ　タロウ',
      paid_at: null,
    })
    .execute();
  return id;
}

export const moneyExamples: RouteExamples = {
  'GET /admin/money/summary': { query: 'month=2026-11' },
  'GET /admin/money/payout-batches': { query: 'page=1' },
  'GET /admin/money/payout-batches/{batchId}': async (t) => ({
    params: { batchId: await batchWithTransfer(t, 'open') },
  }),
  'POST /admin/money/payout-batches/{batchId}/export': async (t) => ({
    params: { batchId: await batchWithTransfer(t, 'open') },
  }),
  'POST /admin/money/payout-batches/{batchId}/mark-paid': async (t) => ({
    params: { batchId: await batchWithTransfer(t, 'exported') },
  }),
  'GET /admin/money/refunds': {},
  'GET /admin/money/ledger-check': {},
  'GET /admin/money/remitter': {},
  'PUT /admin/money/remitter': { body: REMITTER },
};
