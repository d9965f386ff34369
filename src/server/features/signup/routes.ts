import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../core/contract/auth.ts';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import {
  registerBody,
  sendCodeBody,
  sendCodeResponse,
  verifyCodeBody,
  verifySignupCodeResponse,
} from '../../../core/contract/signup.ts';
import type { Sessions } from '../../http/session.ts';
import { toMe } from '../auth/service.ts';
import type { EmailVerification } from '../email-verification/service.ts';
import type { SignupService } from './service.ts';

export function signupRoutes(
  signup: SignupService,
  verification: EmailVerification,
  sessions: Sessions,
  rateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/emails/send-code',
      {
        config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['signup'],
          summary: 'Send a sign-up code to an e-mail address',
          body: sendCodeBody,
          response: { 200: sendCodeResponse, 422: validationErrorBody, 429: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const { expiresAt } = await signup.sendCode(request.body.type, request.body.email, request.locale);
        return { data: { expiresAt: expiresAt.toISOString() } };
      },
    );

    app.post(
      '/customers/emails/verify-code',
      {
        schema: {
          tags: ['signup'],
          summary: 'Exchange the sign-up code for a registration token',
          body: verifyCodeBody,
          response: { 200: verifySignupCodeResponse, 422: validationErrorBody },
        },
      },
      async (request) => {
        const { type, email, code } = request.body;
        return { data: { registrationToken: await verification.verify('signup', type, email, code) } };
      },
    );

    app.post(
      '/customers/registers',
      {
        schema: {
          tags: ['signup'],
          summary: 'Create the account and sign in',
          body: registerBody,
          response: { 200: meResponse, 409: errorBody, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const account = await signup.register(request.body);
        await sessions.start(request, reply, { accountId: account.id });
        return { data: toMe(account) };
      },
    );
  };
}
