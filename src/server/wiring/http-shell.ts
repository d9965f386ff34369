import cookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../clock.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { registerCompression } from '../http/compression.ts';
import { createKeptAnswers } from '../http/kept-answers.ts';
import { batchedStandardOutput } from '../http/log-destination.ts';
import { createMetrics, registerMetrics } from '../http/metrics.ts';
import { registerOpenApi } from '../http/openapi.ts';
import { registerRequestContext } from '../http/request-context.ts';
import { registerRequestIdHeader, requestIdOf } from '../http/request-id.ts';
import { requestLogger } from '../http/request-logger.ts';
import { responseSerializerCompiler } from '../http/response-serializer.ts';
import {
  apiSecurityHeaders,
  pageSecurityHeaders,
  registerSecurityHeaders,
} from '../http/security-headers.ts';
import { createSessions } from '../http/session.ts';
import { createXsrf } from '../http/xsrf.ts';
import { outboxDepth } from '../mail/outbox-depth.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/**
 * The Fastify instance and what every request passes through before any route (request id, cookies,
 * compression, security headers, request context, metrics, the OpenAPI document), with the sessions and
 * XSRF tokens the API's routes read. The order of the hooks is the order requests meet them.
 */
export async function buildHttpShell(options: {
  database: DatabaseHandle;
  clock: Clock;
  appOrigin: string;
  sessionSecret: string;
  paymentProvider?: PaymentProvider;
  trustProxy?: boolean;
  metricsToken?: string;
  checkResponses?: boolean;
  logLevel?: string;
  logStream?: { write(line: string): void };
}) {
  const { database } = options;
  const https = options.appOrigin.startsWith('https:');
  const headers = {
    page: pageSecurityHeaders({
      https,
      ...(options.paymentProvider?.browser && { paymentSources: options.paymentProvider.browser.sources }),
    }),
    api: apiSecurityHeaders({ https }),
    apiPrefix: '/api/',
  };
  const metrics = createMetrics();
  metrics.watchMailOutbox(() => outboxDepth(database.db));
  metrics.watchDatabaseStatements(database.statementsSent);
  const keptAnswers = createKeptAnswers({
    securityHeaders: headers.api,
    answered: metrics.answered,
    logLevel: options.logLevel,
  });
  const app = Fastify({
    serverFactory: keptAnswers.serverFactory,
    logger: options.logLevel
      ? { level: options.logLevel, stream: options.logStream ?? batchedStandardOutput() }
      : false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
    genReqId: requestIdOf,
    ...(options.logLevel && { childLoggerFactory: requestLogger }),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(options.checkResponses ?? true));

  registerRequestIdHeader(app);
  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app, headers);
  app.addHook('preClose', (done) => {
    keptAnswers.close();
    done();
  });
  registerRequestContext(app);
  registerMetrics(app, metrics, options.metricsToken);
  await registerOpenApi(app);

  const xsrf = createXsrf(options.sessionSecret, https, options.appOrigin);
  const sessions = createSessions(database.db, options.clock, xsrf, https, database.onStatement);
  app.addHook('onClose', async () => sessions.close());
  return { app, https, metrics, keptAnswers, xsrf, sessions };
}
