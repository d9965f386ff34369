import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. Everything the page loads comes from this origin (fonts and scripts are bundled),
 * so the content security policy allows only 'self' plus the API host when it is a separate one, and
 * the payment provider's script when the browser tokenises cards with it (Stripe.js).
 *
 * The headers are the same for every answer, so helmet writes them once, at start-up, into an object
 * that each request copies (running helmet per request cost 6 µs); an answer written before Fastify
 * (http/kept-answers.ts) copies the same object. A route may still set its own value of one of them
 * afterwards (uploads' Cross-Origin-Resource-Policy).
 */
export function securityHeaders(options: {
  https: boolean;
  apiOrigin?: string;
  paymentSources?: { script: string[]; frame: string[]; connect: string[] };
}): Readonly<Record<string, string>> {
  const payment = options.paymentSources ?? { script: [], frame: [], connect: [] };
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payment.script],
        frameSrc: ["'self'", ...payment.frame],
        styleSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(options.apiOrigin ? [options.apiOrigin] : []), ...payment.connect],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  app.addHook('onRequest', (_request, reply, done) => {
    // On Fastify's reply, which hands them to Node in one go when the answer starts: set one by one on
    // the raw response they cost Node a slower way of writing every header. An answer written past the
    // reply (the message stream) passes them on itself (`reply.getHeaders()`).
    reply.headers(headers);
    done();
  });
}
