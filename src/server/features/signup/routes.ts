import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../core/contract/auth.ts';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { registerBody, verifySignupCodeResponse } from '../../../core/contract/signup.ts';
import type { Sessions } from '../../http/session.ts';
import { toMe } from '../auth/service.ts';
import { emailCodeRoutes } from '../email-verification/routes.ts';
import type { EmailVerification } from '../email-verification/service.ts';
import type { SignupService } from './service.ts';

export function signupRoutes(
  signup: SignupService,
  verification: EmailVerification,
  sessions: Sessions,
  rateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      emailCodeRoutes({
        basePath: '/customers/emails',
        purpose: 'signup',
        tag: 'signup',
        tokenName: 'registrationToken',
        verifyResponse: verifySignupCodeResponse,
        sendCode: signup.sendCode,
        verification,
        rateLimitPerMinute,
      }),
    );

    app.post(
      '/customers/registers',
      {
        config: { signedOut: true },
        schema: {
          tags: ['signup'],
          summary: 'Create the account and sign in',
          body: registerBody,
          response: { 200: meResponse, 409: errorBody, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const account = await signup.register(request.body, request.locale);
        await sessions.start(request, reply, { accountId: account.id });
        return { data: toMe(account) };
      },
    );
  };
}
