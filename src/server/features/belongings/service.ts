import { type Kysely, type Selectable, sql } from 'kysely';
import type { Belonging } from '../../../core/contract/belongings.ts';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { newPublicId } from '../../db/ids.ts';
import type { Database, GuestBelongingsTable } from '../../db/schema.ts';
import type { FormSchemas } from '../form-schemas/service.ts';

const SCHEMA = 'guests/belongings/edit';

function toBelonging(row: Selectable<GuestBelongingsTable>): Belonging {
  return {
    id: row.id,
    values: row.values,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A guest's belongings; another account's belonging is answered as not found. */
export function createBelongingsService(db: Kysely<Database>, clock: Clock, schemas: FormSchemas) {
  async function list(accountId: string): Promise<Belonging[]> {
    const rows = await db
      .selectFrom('guest_belongings')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toBelonging);
  }

  async function create(accountId: string, input: unknown): Promise<Belonging> {
    const values = await schemas.validate(SCHEMA, input, 'values', accountId);
    const row = await db
      .insertInto('guest_belongings')
      .values({
        id: newPublicId(),
        account_id: accountId,
        values: JSON.stringify(values),
        created_at: clock.now(),
        updated_at: clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toBelonging(row);
  }

  async function update(accountId: string, belongingId: string, input: unknown): Promise<Belonging> {
    const values = await schemas.validate(SCHEMA, input, 'values', accountId);
    const row = await db
      .updateTable('guest_belongings')
      // Answers to fields the form no longer asks (retired by an operator) are kept, not dropped.
      .set({ values: sql`"values" || ${JSON.stringify(values)}::jsonb`, updated_at: clock.now() })
      .where('id', '=', belongingId)
      .where('account_id', '=', accountId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    return toBelonging(row);
  }

  async function remove(accountId: string, belongingId: string): Promise<void> {
    const result = await db
      .deleteFrom('guest_belongings')
      .where('id', '=', belongingId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw AppError.notFound();
  }

  return { list, create, update, remove };
}
export type BelongingsService = ReturnType<typeof createBelongingsService>;
