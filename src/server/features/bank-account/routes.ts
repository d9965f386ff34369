import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankAccountResponse, saveBankAccountBody } from '../../../core/contract/bank-account.ts';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { requireAccount } from '../../http/session.ts';
import type { BankAccountService } from './service.ts';

export function bankAccountRoutes(bankAccounts: BankAccountService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['bank-account'];
    app.get(
      '/customers/me/bank-account',
      {
        schema: {
          tags,
          summary: 'The payout bank account',
          response: { 200: bankAccountResponse, 401: errorBody },
        },
      },
      async (request) => ({ data: await bankAccounts.get((await requireAccount(request)).id) }),
    );
    app.put(
      '/customers/me/bank-account',
      {
        schema: {
          tags,
          summary: 'Save the payout bank account',
          body: saveBankAccountBody,
          response: { 200: bankAccountResponse, 401: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({
        data: await bankAccounts.save((await requireAccount(request)).id, request.body),
      }),
    );
  };
}
