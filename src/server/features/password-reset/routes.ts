import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../core/contract/auth.ts';
import { validationErrorBody } from '../../../core/contract/common.ts';
import { resetPasswordBody, verifyResetCodeResponse } from '../../../core/contract/password-reset.ts';
import { AppError } from '../../app-error.ts';
import type { Sessions } from '../../http/session.ts';
import { toMe } from '../auth/service.ts';
import { emailCodeRoutes } from '../email-verification/routes.ts';
import type { EmailVerification } from '../email-verification/service.ts';
import type { PasswordResetService } from './service.ts';

export function passwordResetRoutes(
  reset: PasswordResetService,
  verification: EmailVerification,
  sessions: Sessions,
  rateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(
      emailCodeRoutes({
        basePath: '/customers/password-resets',
        purpose: 'password_reset',
        tag: 'password-reset',
        tokenName: 'resetToken',
        verifyResponse: verifyResetCodeResponse,
        sendCode: reset.sendCode,
        verification,
        rateLimitPerMinute,
      }),
    );

    app.post(
      '/customers/password-resets/registers',
      {
        config: { signedOut: true },
        schema: {
          tags: ['password-reset'],
          summary: 'Set the new password, end every other session and sign in',
          body: resetPasswordBody,
          response: { 200: meResponse, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const account = await reset.resetPassword(request.body.resetToken, request.body.password);
        if (!account)
          throw AppError.validation({ token: [{ key: 'auth.tokenInvalid' }] }, 'auth.tokenInvalid');
        await sessions.start(request, reply, { accountId: account.id });
        return { data: toMe(account) };
      },
    );
  };
}
