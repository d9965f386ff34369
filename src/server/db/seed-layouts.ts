import type { Transaction } from 'kysely';
import { LAYOUT_KEYS } from '../../core/contract/layouts.ts';
import { DEFAULT_LAYOUTS } from '../features/layouts/default-layouts.ts';
import type { Database } from './schema.ts';

/** Stores the default page layouts, so the demo site has layouts an operator can edit; kept if present. */
export async function seedLayouts(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto('layouts')
    .values(LAYOUT_KEYS.map((key) => ({ key, layout: JSON.stringify(DEFAULT_LAYOUTS[key]) })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
