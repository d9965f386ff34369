import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import type { SiteService } from '../../features/site/service.ts';
import { brandOf, luhnValid, TEST_CARDS } from './test-cards.ts';

const tokenBody = z.object({
  publicKey: z.string(),
  number: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  cvc: z.string(),
});

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
    const parsed = tokenBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: { code: 'invalid_request' } });
    const { publicKey, number, expMonth, expYear, cvc } = parsed.data;
    const { payment } = await site.getSite();
    if (!payment.providerApiPublicKey || publicKey !== payment.providerApiPublicKey) {
      return reply.status(401).send({ error: { code: 'invalid_public_key' } });
    }
    const digits = number.replace(/[\s-]/g, '');
    const now = clock.now();
    const expired =
      expYear < now.getFullYear() || (expYear === now.getFullYear() && expMonth < now.getMonth() + 1);
    const problem = !luhnValid(digits)
      ? { field: 'number', code: 'invalid_number' }
      : expMonth < 1 || expMonth > 12 || expired
        ? { field: 'expiry', code: 'invalid_expiry' }
        : !/^\d{3,4}$/.test(cvc)
          ? { field: 'cvc', code: 'invalid_cvc' }
          : null;
    if (problem) return reply.status(422).send({ error: problem });
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
        created_at: now,
      })
      .execute();
    return reply.status(200).send({ id, card });
  });
}
