import { z } from 'zod';
import { ACCOUNT_TYPES, CUSTOMER_ACCOUNT_TYPES } from '../enums.ts';
import { dataEnvelope, publicId } from './common.ts';

/** POST /login: the role is part of the request, since each role has its own login page. */
export const loginBody = z.object({
  type: z.enum(ACCOUNT_TYPES),
  email: z.email().max(254),
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const me = z.object({
  id: publicId,
  type: z.enum(ACCOUNT_TYPES),
  customerAccountType: z.enum(CUSTOMER_ACCOUNT_TYPES),
  email: z.string(),
  nickname: z.string(),
});
export type Me = z.infer<typeof me>;

/** GET /me, and the answer to POST /login. */
export const meResponse = dataEnvelope(me);
