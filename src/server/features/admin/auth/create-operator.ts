import type { Kysely } from 'kysely';
import { z } from 'zod';
import { newPublicId } from '../../../db/ids.ts';
import type { Database } from '../../../db/schema.ts';
import { hashPassword } from '../../auth/password.ts';
import { normalizeEmail } from '../../auth/queries.ts';

/** An operator's password is at least this long: the console can change every setting of the site. */
export const OPERATOR_PASSWORD_MIN = 12;

export const newOperator = z.object({
  email: z.email().max(254),
  name: z.string().trim().min(1).max(60),
  password: z.string().min(OPERATOR_PASSWORD_MIN).max(200),
});
export type NewOperator = z.infer<typeof newOperator>;

export class OperatorExistsError extends Error {
  constructor(email: string) {
    super(`An operator with the e-mail ${email} exists already.`);
    this.name = 'OperatorExistsError';
  }
}

/** Adds an operator account (the command line's `npm run operator:create`). */
export async function createOperator(db: Kysely<Database>, input: NewOperator): Promise<string> {
  const { email, name, password } = newOperator.parse(input);
  const id = newPublicId();
  const inserted = await db
    .insertInto('operators')
    .values({
      id,
      email,
      email_normalized: normalizeEmail(email),
      name,
      password_hash: await hashPassword(password),
    })
    .onConflict((oc) => oc.column('email_normalized').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw new OperatorExistsError(email);
  return id;
}
