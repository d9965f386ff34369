import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * A page's security headers. Everything the page loads comes from this origin (fonts and scripts are bundled),
 * so the content security policy allows only 'self' plus the API host when it is a separate one, and
 * the payment provider's script when the browser tokenises cards with it (Stripe.js).
 *
 * The headers are the same for every answer, so helmet writes them once, at start-up, into an object
 * that each request copies (running helmet per request cost 6 µs); an answer written before Fastify
 * (http/kept-answers.ts) copies the same object. A route may still set its own value of one of them
 * afterwards (uploads' Cross-Origin-Resource-Policy).
 */
export function pageSecurityHeaders(options: {
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

/**
 * The API's answers are JSON that no browser renders as a page, so they carry the headers that still
 * mean something for them (OWASP's REST security cheat sheet): a policy that allows nothing and no
 * framing, no MIME sniffing, no cross-origin reads of the body, and HSTS. The page's other headers
 * (its sources, opener policy, prefetch, download and XSS-filter switches) act on documents only: 11
 * headers where 5 say it, on every call, cost about a tenth of a kept answer's throughput.
 */
export function apiSecurityHeaders(options: { https: boolean }): Readonly<Record<string, string>> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(options.https && { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }),
  };
}

/** The page's headers on every answer, the API's (`apiSecurityHeaders`) on those under `apiPrefix`. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: {
    page: Readonly<Record<string, string>>;
    api: Readonly<Record<string, string>>;
    apiPrefix: string;
  },
) {
  app.addHook('onRequest', (request, reply, done) => {
    // On Fastify's reply, which hands them to Node in one go when the answer starts: set one by one on
    // the raw response they cost Node a slower way of writing every header. An answer written past the
    // reply (the message stream) passes them on itself (`reply.getHeaders()`).
    reply.headers(request.url.startsWith(headers.apiPrefix) ? headers.api : headers.page);
    done();
  });
}
