import type { Kysely } from 'kysely';
import { type Layout, type LayoutKey, layout } from '../../../core/contract/layouts.ts';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_LAYOUTS } from './default-layouts.ts';

/** Page layouts stored per site; a page whose layout the site has not stored gets the default. */
export function createLayouts(db: Kysely<Database>) {
  async function get(key: LayoutKey, trx: Kysely<Database> = db): Promise<Layout> {
    const row = await trx.selectFrom('layouts').select('layout').where('key', '=', key).executeTakeFirst();
    return row ? layout.parse(row.layout) : DEFAULT_LAYOUTS[key];
  }

  /** When an operator last saved the page's layout; null while it is the default. */
  async function updatedAt(key: LayoutKey, trx: Kysely<Database> = db): Promise<Date | null> {
    const row = await trx
      .selectFrom('layouts')
      .select('updated_at')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.updated_at ?? null;
  }

  async function save(trx: Kysely<Database>, key: LayoutKey, value: Layout, now: Date): Promise<void> {
    const json = JSON.stringify(layout.parse(value));
    await trx
      .insertInto('layouts')
      .values({ key, layout: json })
      .onConflict((oc) => oc.column('key').doUpdateSet({ layout: json, updated_at: now }))
      .execute();
  }

  return { get, updatedAt, save };
}
export type Layouts = ReturnType<typeof createLayouts>;
