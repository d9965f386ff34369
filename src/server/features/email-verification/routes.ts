import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBody, validationErrorBody } from '../../../core/contract/common.ts';
import { sendCodeBody, sendCodeResponse, verifyCodeBody } from '../../../core/contract/signup.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { Locale } from '../../../core/i18n.ts';
import type { VerificationPurpose } from '../../db/schema.ts';
import type { EmailVerification } from './service.ts';

/**
 * The two code steps that sign-up (`/customers/emails`) and password reset
 * (`/customers/password-resets`) share: send a code, then exchange it for the next step's token.
 */
export function emailCodeRoutes<TokenName extends string>(options: {
  basePath: string;
  purpose: VerificationPurpose;
  tag: string;
  tokenName: TokenName;
  verifyResponse: z.ZodType<{ data: Record<TokenName, string> }>;
  sendCode: (type: AccountType, email: string, locale: Locale) => Promise<{ expiresAt: Date }>;
  verification: EmailVerification;
  rateLimitPerMinute: number;
}): FastifyPluginAsyncZod {
  const { basePath, purpose, tag, tokenName, verification } = options;
  return async (app) => {
    app.post(
      `${basePath}/send-code`,
      {
        config: { signedOut: true, rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: [tag],
          summary: 'Send a six-digit code to an e-mail address',
          body: sendCodeBody,
          response: { 200: sendCodeResponse, 422: validationErrorBody, 429: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const { expiresAt } = await options.sendCode(request.body.type, request.body.email, request.locale);
        return { data: { expiresAt: expiresAt.toISOString() } };
      },
    );

    app.post(
      `${basePath}/verify-code`,
      {
        config: { signedOut: true },
        schema: {
          tags: [tag],
          summary: `Exchange the code for a ${tokenName}`,
          body: verifyCodeBody,
          response: { 200: options.verifyResponse, 422: validationErrorBody },
        },
      },
      async (request) => {
        const { type, email, code } = request.body;
        const token = await verification.verify(purpose, type, email, code);
        return { data: { [tokenName]: token } as Record<TokenName, string> };
      },
    );
  };
}
