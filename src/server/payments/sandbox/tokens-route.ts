import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Clock, siteToday } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SiteService } from '../../features/site/service.ts';
import { brandOf, cardExpired, luhnValid, TEST_CARDS } from './test-cards.ts';

const CVC = /^\d{3,4}$/;

type CardProblem =
  | { field: 'number'; code: 'invalid_number' }
  | { field: 'expiry'; code: 'invalid_expiry' }
  | { field: 'cvc'; code: 'invalid_cvc' };

/** The card a form sent, or what is wrong with it, named as the form shows it (under which field). */
function readCard(
  body: Record<string, unknown>,
  today: string,
): { digits: string; expMonth: number; expYear: number } | { problem: CardProblem } {
  const number = z.string().safeParse(body.number);
  const digits = number.success ? number.data.replace(/[\s-]/g, '') : '';
  if (!luhnValid(digits)) return { problem: { field: 'number', code: 'invalid_number' } };
  const expMonth = z.int().min(1).max(12).safeParse(body.expMonth);
  const expYear = z.int().safeParse(body.expYear);
  if (!expMonth.success || !expYear.success) return { problem: { field: 'expiry', code: 'invalid_expiry' } };
  const expiry = { expMonth: expMonth.data, expYear: expYear.data };
  if (cardExpired(expiry, today)) return { problem: { field: 'expiry', code: 'invalid_expiry' } };
  if (typeof body.cvc !== 'string' || !CVC.test(body.cvc)) {
    return { problem: { field: 'cvc', code: 'invalid_cvc' } };
  }
  return { digits, ...expiry };
}

/**
 * POST /sandbox-provider/v1/tokens: the sandbox's tokenisation endpoint, standing for the provider's own
 * host. It sits outside /api on purpose (no session, no XSRF: the browser calls "the provider"), and it
 * is the only code that ever sees a card number, which it does not keep (only brand, last 4 and how the
 * test card behaves).
 */
export function registerSandboxTokensRoute(
  app: FastifyInstance,
  db: Kysely<Database>,
  clock: Clock,
  site: SiteService,
) {
  app.post('/sandbox-provider/v1/tokens', { schema: { hide: true } }, async (request, reply) => {
    const body = z.record(z.string(), z.unknown()).catch({}).parse(request.body);
    const { payment } = await site.getSite();
    if (!payment.providerApiPublicKey || body.publicKey !== payment.providerApiPublicKey) {
      return reply.status(401).send({ error: { code: 'invalid_public_key' } });
    }
    const read = readCard(body, siteToday(clock));
    if ('problem' in read) return reply.status(422).send({ error: read.problem });
    const { digits, expMonth, expYear } = read;
    const id = `tok_${newPublicId(24)}`;
    const card = { brand: brandOf(digits), last4: digits.slice(-4), expMonth, expYear };
    await db
      .insertInto('sandbox_tokens')
      .values({
        id,
        brand: card.brand,
        last4: card.last4,
        exp_month: expMonth,
        exp_year: expYear,
        behaviour: TEST_CARDS[digits] ?? 'ok',
        created_at: clock.now(),
      })
      .execute();
    return reply.status(200).send({ id, card });
  });
}
