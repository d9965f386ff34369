import { z } from 'zod';
import { ACCOUNT_TYPES, CUSTOMER_ACCOUNT_TYPES } from '../enums.ts';
import { dataEnvelope } from './common.ts';

export const password = z.string().min(8, 'validation.password').max(200);
export const verificationCode = z.string().regex(/^\d{6}$/, 'auth.codeInvalid');
export const nickname = z.string().trim().min(1).max(40);

/** POST /customers/emails/send-code (and the password-reset twin). */
export const sendCodeBody = z.object({ type: z.enum(ACCOUNT_TYPES), email: z.email().max(254) });
export const sendCodeResponse = dataEnvelope(z.object({ expiresAt: z.iso.datetime({ offset: true }) }));

/** POST /customers/emails/verify-code */
export const verifyCodeBody = sendCodeBody.extend({ code: verificationCode });
export const verifySignupCodeResponse = dataEnvelope(z.object({ registrationToken: z.string() }));

/** POST /customers/registers: the registration form, after the e-mail was verified. */
export const registerBody = z.object({
  registrationToken: z.string().min(1).max(200),
  customerAccountType: z.enum(CUSTOMER_ACCOUNT_TYPES),
  nickname,
  password,
  /** Values of the operator's registration schema for this role and account type. */
  profile: z.record(z.string(), z.unknown()).default({}),
});
export type RegisterBody = z.infer<typeof registerBody>;
