import { z } from 'zod';
import { dataEnvelope, publicId } from '../common.ts';

/** POST /admin/login: operators sign in apart from casts and guests. */
export const adminLoginBody = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

export const operator = z.object({ id: publicId, email: z.string(), name: z.string() });
export type Operator = z.infer<typeof operator>;

/** GET /admin/me, and the answer to POST /admin/login. */
export const adminMeResponse = dataEnvelope(operator);
