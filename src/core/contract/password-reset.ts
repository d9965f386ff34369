import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { password } from './signup.ts';

/** POST /customers/password-resets/verify-code */
export const verifyResetCodeResponse = dataEnvelope(z.object({ resetToken: z.string() }));

/** POST /customers/password-resets/registers */
export const resetPasswordBody = z.object({ resetToken: z.string().min(1).max(200), password });
