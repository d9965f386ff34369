import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/**
 * A stand-in for Stripe's API on loopback, for exactly the calls the adapter
 * (src/server/payments/stripe/) makes: create a customer, attach and detach a payment method, create a
 * confirmed off-session PaymentIntent, create a refund. It answers as Stripe does: form-encoded
 * requests, a Bearer secret key, Idempotency-Key (the first answer is kept and replayed; the same key
 * with other parameters is an idempotency_error), errors as `{ error: { type, code, decline_code,
 * message, param } }` with Stripe's status codes (400, 401, 402, 404, 429, 500).
 *
 * Test payment methods, named after Stripe's: the browser's id is a test name, and attaching it makes a
 * new payment method (as Stripe does) that behaves as the table says.
 */
export const FAKE_STRIPE_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_jcb: { brand: 'jcb', last4: '0000' },
  /** Refused when attached: card_declined (generic_decline). */
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', attach: ['card_declined', 'generic_decline'] },
  /** Refused when attached: expired_card. */
  pm_card_chargeDeclinedExpiredCard: { brand: 'visa', last4: '0069', attach: ['expired_card', null] },
  /** Attaches; every charge is declined with card_declined / insufficient_funds. */
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    charge: ['card_declined', 'insufficient_funds'],
  },
  /** Attaches; an off-session charge needs the payer (authentication_required). */
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    charge: ['authentication_required', 'authentication_required'],
  },
} satisfies Record<string, FakeCard>;

interface FakeCard {
  brand: string;
  last4: string;
  attach?: [code: string, declineCode: string | null];
  charge?: [code: string, declineCode: string | null];
}

type Json = Record<string, unknown>;
/**
 * server_error / rate_limit: Stripe answers 500 / 429 and does nothing; connection: the connection is
 * dropped before anything is done; lost_answer: the call is carried out, then the connection drops
 * before the answer (the case a retry with the same key, or a webhook, must settle).
 */
type Outage = 'server_error' | 'rate_limit' | 'connection' | 'lost_answer' | null;

interface Answer {
  status: number;
  body: Json;
}

class StripeFailure extends Error {
  constructor(readonly answer: Answer) {
    super(String((answer.body.error as Json).message));
  }
}

function failure(
  status: number,
  error: {
    type: string;
    message: string;
    code?: string;
    decline_code?: string | null;
    param?: string;
  } & Json,
): StripeFailure {
  return new StripeFailure({ status, body: { error } });
}

export interface FakeStripe {
  /** Where the adapter's client points (StripeSettings.api). */
  api: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  /** Stands for the browser's key (the fake has no Stripe.js). */
  publishableKey: string;
  webhookSecret: string;
  /** Every PaymentIntent made (one per first call with a key), succeeded or not. */
  paymentIntents(): Json[];
  refunds(): Json[];
  /** Every call that reached the fake, with its Idempotency-Key. */
  requests: Array<{ method: string; path: string; idempotencyKey: string | undefined; params: Json }>;
  /** Until set back to null, every call fails like this outage. */
  outage(mode: Outage): void;
  /** A Stripe event about a PaymentIntent, as Stripe would send it to the webhook endpoint. */
  event(type: string, intent: Json): Json;
  close(): Promise<void>;
}

/** Stripe's form encoding (`metadata[key]=value`, `automatic_payment_methods[enabled]=true`) as nested objects. */
function parseForm(body: string): Json {
  const params: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const [head = key, ...rest] = key.split('[').map((part) => part.replace(/]$/, ''));
    let target = params;
    let name = head;
    for (const part of rest) {
      target[name] ??= {};
      target = target[name] as Json;
      name = part;
    }
    target[name] = value;
  }
  return params;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake_${randomBytes(16).toString('hex')}`;
  let sequence = 0;
  const id = (prefix: string) => `${prefix}_fake${String(++sequence).padStart(6, '0')}`;
  const customers = new Map<string, Json>();
  const methods = new Map<string, Json & { fake: FakeCard; customer: string | null }>();
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { path: string; body: string; answer: Answer }>();
  const requests: FakeStripe['requests'] = [];
  let outage: Outage = null;

  const card = (method: Json & { fake: FakeCard; customer: string | null }) => ({
    id: method.id,
    object: 'payment_method',
    type: 'card',
    customer: method.customer,
    card: { brand: method.fake.brand, last4: method.fake.last4, exp_month: 12, exp_year: 2034 },
  });

  function attach(methodId: string, params: Json): Json {
    const customer = String(params.customer ?? '');
    if (!customers.has(customer)) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'customer',
        message: `No such customer: '${customer}'`,
      });
    }
    const test = (FAKE_STRIPE_CARDS as Record<string, FakeCard>)[methodId];
    if (test) {
      if (test.attach) {
        const [code, declineCode] = test.attach;
        throw failure(402, {
          type: 'card_error',
          code,
          decline_code: declineCode,
          message: 'Your card was declined.',
        });
      }
      const made = { id: id('pm'), fake: test, customer };
      methods.set(made.id, made);
      return card(made);
    }
    const method = methods.get(methodId);
    if (!method) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${methodId}'`,
      });
    }
    if (method.customer && method.customer !== customer) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        param: 'payment_method',
        message: 'The payment method you provided has already been attached to a customer.',
      });
    }
    method.customer = customer;
    return card(method);
  }

  function detach(methodId: string): Json {
    const method = methods.get(methodId);
    if (!method?.customer) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'payment_method_unexpected_state',
        param: 'payment_method',
        message: 'The payment method you provided is not attached to a customer.',
      });
    }
    method.customer = null;
    return card(method);
  }

  function createIntent(params: Json): Json {
    const amount = Number(params.amount);
    if (!Number.isSafeInteger(amount) || amount < 50) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        param: 'amount',
        message: 'Amount must be at least ¥50 jpy.',
      });
    }
    const method = methods.get(String(params.payment_method ?? ''));
    if (!method || method.customer !== params.customer) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: `No such PaymentMethod: '${String(params.payment_method)}'`,
      });
    }
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: String(params.currency),
      customer: params.customer,
      payment_method: method.id,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      status: 'succeeded',
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
    };
    intents.set(String(intent.id), intent);
    if (method.fake.charge) {
      const [code, declineCode] = method.fake.charge;
      const error = {
        type: 'card_error',
        code,
        decline_code: declineCode,
        message: 'Your card was declined.',
      };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      throw failure(402, { ...error, payment_intent: intent });
    }
    Object.assign(intent, { amount_received: amount, latest_charge: id('ch') });
    return intent;
  }

  function createRefund(params: Json): Json {
    const intent = intents.get(String(params.payment_intent ?? ''));
    if (!intent) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_intent',
        message: `No such payment_intent: '${String(params.payment_intent)}'`,
      });
    }
    if (intent.status !== 'succeeded') {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'charge_not_refundable',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intent.id)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const left = Number(intent.amount) - refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (left === 0) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
      });
    }
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
      throw failure(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (¥${amount}) is greater than unrefunded amount on charge (¥${left})`,
      });
    }
    const refund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      metadata: params.metadata ?? {},
      status: 'succeeded',
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function route(method: string, path: string, params: Json): Json {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', metadata: params.metadata ?? {} };
      customers.set(customer.id, customer);
      return customer;
    }
    const onMethod = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path);
    if (method === 'POST' && onMethod) {
      const methodId = decodeURIComponent(onMethod[1] ?? '');
      return onMethod[2] === 'attach' ? attach(methodId, params) : detach(methodId);
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    throw failure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function answer(request: IncomingMessage, body: string): Answer & { replayed?: boolean } {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return failure(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' }).answer;
    }
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const key = request.headers['idempotency-key'];
    const params = parseForm(body);
    requests.push({ method: request.method ?? '', path, idempotencyKey: key as string | undefined, params });
    const first = typeof key === 'string' ? idempotent.get(key) : undefined;
    if (first) {
      if (first.path !== path || first.body !== body) {
        return failure(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${String(key)}' if you meant to execute a different request.`,
        }).answer;
      }
      return { ...first.answer, replayed: true };
    }
    let result: Answer;
    try {
      result = { status: 200, body: route(request.method ?? '', path, params) };
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      result = error.answer;
    }
    // Stripe keeps the answer of a call that ran (success or refusal) for its key.
    if (typeof key === 'string') idempotent.set(key, { path, body, answer: structuredClone(result) });
    return result;
  }

  function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (outage === 'connection') {
        response.socket?.destroy();
        return;
      }
      const send = (result: Answer, headers: Record<string, string> = {}) => {
        response.writeHead(result.status, {
          'content-type': 'application/json',
          'request-id': `req_fake${++sequence}`,
          ...headers,
        });
        response.end(JSON.stringify(result.body));
      };
      if (outage === 'server_error') {
        send(failure(500, { type: 'api_error', message: 'An unknown error occurred.' }).answer);
        return;
      }
      if (outage === 'rate_limit') {
        send(
          failure(429, {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message: 'Too many requests hit the API too quickly.',
          }).answer,
        );
        return;
      }
      const result = answer(request, Buffer.concat(chunks).toString('utf8'));
      if (outage === 'lost_answer') {
        response.socket?.destroy();
        return;
      }
      send(result, result.replayed ? { 'idempotent-replayed': 'true' } : {});
    });
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    publishableKey: secretKey.replace(/^sk_/, 'pk_'),
    webhookSecret,
    paymentIntents: () => [...intents.values()],
    refunds: () => [...refunds.values()],
    requests,
    outage(mode) {
      outage = mode;
    },
    event(type, intent) {
      return {
        id: id('evt'),
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: { object: intent },
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Delivers an event to the app's Stripe webhook as Stripe does: the JSON body and a Stripe-Signature
 * header (`t=<timestamp>,v1=<HMAC-SHA256 of "timestamp.body">`) made with `secret` at `at` (the app's
 * clock decides what is stale).
 */
export function sendStripeWebhook(
  app: FastifyInstance,
  event: Json,
  options: { secret: string; at: Date; body?: string },
) {
  const signed = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: signed,
    secret: options.secret,
    timestamp: Math.floor(options.at.getTime() / 1000),
  });
  return app.inject({
    method: 'POST',
    url: '/api/payment-webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    // A body other than the signed one stands for a delivery tampered with on the way.
    payload: options.body ?? signed,
  });
}
