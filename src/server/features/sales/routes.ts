import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import {
  earningsResponse,
  LEDGER_LISTS,
  moneyListCsvQuery,
  moneyListQuery,
  moneyListResponse,
  supplierPaymentsCsvQuery,
  supplierPaymentsQuery,
  supplierPaymentsResponse,
} from '../../../core/contract/sales.ts';
import type { AccountType } from '../../../core/enums.ts';
import { requireAccount } from '../../http/session.ts';
import type { CsvFile, Sales } from './service.ts';

const refusals = { 401: errorBody, 403: errorBody, 422: validationErrorBody };

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('Cache-Control', 'no-store')
    .send(file.body);
}

/**
 * The money lists of each role: sales (as the supplier), payments (as the payer) and supplier payments
 * (payouts), each as a page with totals and as a CSV download with the same filters. In a c2g site the
 * casts supply; in a g2c site the guests do, so both roles have every list.
 */
export function salesRoutes(sales: Sales): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sales'];
    for (const type of ['cast', 'guest'] as const satisfies AccountType[]) {
      const base = `/${type}s/me`;
      const viewerOf = async (request: Parameters<typeof requireAccount>[0]) => {
        const account = await requireAccount(request, type);
        return { id: account.id, type };
      };

      app.get(
        `${base}/earnings`,
        {
          schema: {
            tags,
            summary: `The ${type}'s earnings as a supplier: the balance, the next closing and transfer day, the payouts scheduled and made, the bank account`,
            response: { 200: earningsResponse, 401: errorBody, 403: errorBody },
          },
        },
        async (request) => sales.earnings(await viewerOf(request)),
      );

      for (const which of LEDGER_LISTS) {
        app.get(
          `${base}/${which}`,
          {
            schema: {
              tags,
              summary: `The ${type}'s ${which}, filtered, sorted and paged, with the totals of the filtered range`,
              querystring: moneyListQuery,
              response: { 200: moneyListResponse, ...refusals },
            },
          },
          async (request) => sales.list(await viewerOf(request), which, request.query),
        );
        app.get(
          `${base}/${which}.csv`,
          {
            schema: {
              tags,
              summary: `Every row of the ${type}'s ${which} with the same filters, as CSV (UTF-8 with BOM)`,
              querystring: moneyListCsvQuery,
              response: refusals,
            },
          },
          async (request, reply) =>
            sendCsv(
              reply,
              await sales.listCsv(
                await viewerOf(request),
                which,
                request.query,
                request.query.lang ?? request.locale,
              ),
            ),
        );
      }

      app.get(
        `${base}/supplier-payments`,
        {
          schema: {
            tags,
            summary: `The payouts to the ${type}, paged, with the totals of the filtered range`,
            querystring: supplierPaymentsQuery,
            response: { 200: supplierPaymentsResponse, ...refusals },
          },
        },
        async (request) => sales.supplierPayments(await viewerOf(request), request.query),
      );
      app.get(
        `${base}/supplier-payments.csv`,
        {
          schema: {
            tags,
            summary: `Every payout to the ${type} with the same filters, as CSV (UTF-8 with BOM)`,
            querystring: supplierPaymentsCsvQuery,
            response: refusals,
          },
        },
        async (request, reply) =>
          sendCsv(
            reply,
            await sales.supplierPaymentsCsv(
              await viewerOf(request),
              request.query,
              request.query.lang ?? request.locale,
            ),
          ),
      );
    }
  };
}
