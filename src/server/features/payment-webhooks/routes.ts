import type { FastifyInstance } from 'fastify';
import { type PaymentWebhooks, WebhookSignatureError } from '../../payments/payment-provider.ts';
import type { PaymentWebhookService } from './service.ts';

/**
 * POST /api/payment-webhooks/<provider>: the provider calls it, not a browser, so it sits outside the
 * /api scope's session and XSRF checks and is authenticated by the signature alone. The signature is
 * over the exact bytes sent, so this route alone keeps its body raw.
 */
export async function registerPaymentWebhookRoute(
  app: FastifyInstance,
  webhooks: PaymentWebhooks,
  service: PaymentWebhookService,
) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      `/api/payment-webhooks/${webhooks.name}`,
      { schema: { hide: true } },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: ReturnType<PaymentWebhooks['read']>;
        try {
          event = webhooks.read(body, request.headers);
        } catch (error) {
          if (!(error instanceof WebhookSignatureError)) throw error;
          return reply.status(400).send({ error: 'invalid_signature' });
        }
        const outcome = await service.receive(webhooks.name, event);
        return reply.status(200).send({ received: true, duplicate: outcome === 'duplicate' });
      },
    );
  });
}
