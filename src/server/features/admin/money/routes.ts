import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ledgerCheckResponse,
  moneySummaryQuery,
  moneySummaryResponse,
  payoutBatchesQuery,
  payoutBatchesResponse,
  payoutBatchParams,
  payoutBatchResponse,
  refundsQuery,
  refundsResponse,
  remitterBody,
  remitterResponse,
} from '../../../../core/contract/admin/money.ts';
import type { AdminContext } from '../context.ts';
import { consoleLedgerCheck } from './ledger-check.ts';
import { createMonthSummary } from './month-summary.ts';
import { createPayoutBatches } from './payout-batches.ts';
import { createRefundsList } from './refunds-list.ts';
import { createRemitterSettings } from './remitter.ts';

/** The console's money: a month's figures, payout batches and their transfer file, refunds, the ledger check. */
export function adminMoneyRoutes(ctx: AdminContext): FastifyPluginAsyncZod {
  const summary = createMonthSummary(ctx);
  const batches = createPayoutBatches(ctx);
  const refunds = createRefundsList(ctx);
  const remitter = createRemitterSettings(ctx);
  return async (app) => {
    app.get(
      '/admin/money/summary',
      {
        schema: {
          tags: ['admin'],
          summary: "A month's money from the ledger (Japan time): gross, fees by kind, tax, refunds, payouts",
          querystring: moneySummaryQuery,
          response: { 200: moneySummaryResponse },
        },
      },
      async (request) => ({ data: await summary.monthSummary(request.query.month) }),
    );

    app.get(
      '/admin/money/payout-batches',
      {
        schema: {
          tags: ['admin'],
          summary: 'Payout batches, newest closing first, with their counts and totals',
          querystring: payoutBatchesQuery,
          response: { 200: payoutBatchesResponse },
        },
      },
      async (request) => batches.listBatches(request.query),
    );

    app.get(
      '/admin/money/payout-batches/:batchId',
      {
        schema: {
          tags: ['admin'],
          summary: 'One payout batch with its transfers',
          params: payoutBatchParams,
          response: { 200: payoutBatchResponse },
        },
      },
      async (request) => ({ data: await batches.getBatch(request.params.batchId) }),
    );

    app.post(
      '/admin/money/payout-batches/:batchId/export',
      {
        schema: {
          tags: ['admin'],
          summary: 'The Zengin transfer file of a batch (Shift_JIS); the batch becomes exported',
          params: payoutBatchParams,
        },
      },
      async (request, reply) => {
        const { file, fileName } = await batches.exportBatch(request.operator, request.params.batchId);
        return reply
          .header('content-type', 'text/plain; charset=Shift_JIS')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );

    app.post(
      '/admin/money/payout-batches/:batchId/mark-paid',
      {
        schema: {
          tags: ['admin'],
          summary: 'Mark an exported batch paid once the bank made its transfers',
          params: payoutBatchParams,
          response: { 200: payoutBatchResponse },
        },
      },
      async (request) => ({ data: await batches.markPaid(request.operator, request.params.batchId) }),
    );

    app.get(
      '/admin/money/refunds',
      {
        schema: {
          tags: ['admin'],
          summary: 'Refunds given by operators, newest first',
          querystring: refundsQuery,
          response: { 200: refundsResponse },
        },
      },
      async (request) => refunds.listRefunds(request.query),
    );

    app.get(
      '/admin/money/ledger-check',
      {
        schema: {
          tags: ['admin'],
          summary: 'The ledger check: every transaction balances, every supplier owed what the records say',
          response: { 200: ledgerCheckResponse },
        },
      },
      async () => ({ data: await consoleLedgerCheck(ctx) }),
    );

    app.get(
      '/admin/money/remitter',
      {
        schema: {
          tags: ['admin'],
          summary: 'The company that sends the payouts (the transfer file header); null until set',
          response: { 200: remitterResponse },
        },
      },
      async () => ({ data: await remitter.getRemitter() }),
    );

    app.put(
      '/admin/money/remitter',
      {
        schema: {
          tags: ['admin'],
          summary: 'Set the company that sends the payouts and the account they leave from',
          body: remitterBody,
          response: { 200: remitterResponse },
        },
      },
      async (request) => ({ data: await remitter.saveRemitter(request.operator, request.body) }),
    );
  };
}
