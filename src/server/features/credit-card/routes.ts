import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import {
  cardTokenizerResponse,
  creditCardResponse,
  saveCreditCardBody,
} from '../../../core/contract/credit-card.ts';
import { requireAccount } from '../../http/session.ts';
import type { CreditCardService } from './service.ts';

export function creditCardRoutes(cards: CreditCardService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['credit-card'];
    app.get(
      '/customers/me/credit-card',
      {
        schema: {
          tags,
          summary: 'The saved card (brand, last 4, expiry)',
          response: { 200: creditCardResponse, 401: errorBody },
        },
      },
      async (request) => ({ data: await cards.get((await requireAccount(request)).id) }),
    );
    app.get(
      '/customers/me/credit-card/tokenizer',
      {
        schema: {
          tags,
          summary:
            'How the browser tokenises a card here: the sandbox, or Stripe.js with its publishable key',
          response: { 200: cardTokenizerResponse, 401: errorBody },
        },
      },
      async (request) => {
        await requireAccount(request);
        return { data: cards.tokenizer() };
      },
    );
    app.put(
      '/customers/me/credit-card',
      {
        schema: {
          tags,
          summary: "Save the card behind the payment provider's token",
          body: saveCreditCardBody,
          response: { 200: creditCardResponse, 401: errorBody, 422: validationErrorBody },
        },
      },
      async (request) => ({ data: await cards.save((await requireAccount(request)).id, request.body.token) }),
    );
  };
}
