import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse } from '../../../core/contract/auth.ts';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import {
  resetPasswordBody,
  sendCodeBody,
  sendCodeResponse,
  verifyCodeBody,
  verifyResetCodeResponse,
} from '../../../core/contract/password-reset.ts';
import { AppError } from '../../app-error.ts';
import type { Sessions } from '../../http/session.ts';
import { toMe } from '../auth/service.ts';
import type { EmailVerification } from '../email-verification/service.ts';
import type { PasswordResetService } from './service.ts';

export function passwordResetRoutes(
  reset: PasswordResetService,
  verification: EmailVerification,
  sessions: Sessions,
  rateLimitPerMinute: number,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customers/password-resets/send-code',
      {
        config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['password-reset'],
          summary: 'Send a password-reset code',
          body: sendCodeBody,
          response: { 200: sendCodeResponse, 422: validationErrorBody, 429: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const { expiresAt } = await reset.sendCode(request.body.type, request.body.email, request.locale);
        return { data: { expiresAt: expiresAt.toISOString() } };
      },
    );

    app.post(
      '/customers/password-resets/verify-code',
      {
        schema: {
          tags: ['password-reset'],
          summary: 'Exchange the reset code for a reset token',
          body: verifyCodeBody,
          response: { 200: verifyResetCodeResponse, 422: validationErrorBody },
        },
      },
      async (request) => {
        const { type, email, code } = request.body;
        return { data: { resetToken: await verification.verify('password_reset', type, email, code) } };
      },
    );

    app.post(
      '/customers/password-resets/registers',
      {
        schema: {
          tags: ['password-reset'],
          summary: 'Set the new password, end every other session and sign in',
          body: resetPasswordBody,
          response: { 200: meResponse, 422: validationErrorBody },
        },
      },
      async (request, reply) => {
        const account = await reset.resetPassword(
          request.body.resetToken,
          request.body.password,
          request.locale,
        );
        if (!account)
          throw AppError.validation({ resetToken: [{ key: 'auth.tokenInvalid' }] }, 'auth.tokenInvalid');
        await sessions.start(request, reply, { accountId: account.id });
        return { data: toMe(account) };
      },
    );
  };
}
