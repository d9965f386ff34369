import type { Kysely } from 'kysely';
import { type Layout, type LayoutKey, layout } from '../../../core/contract/layouts.ts';
import type { Database } from '../../db/schema.ts';
import { DEFAULT_LAYOUTS } from './default-layouts.ts';

/** Page layouts stored per site; a page whose layout the site has not stored gets the default. */
export function createLayouts(db: Kysely<Database>) {
  async function get(key: LayoutKey): Promise<Layout> {
    const row = await db.selectFrom('layouts').select('layout').where('key', '=', key).executeTakeFirst();
    return row ? layout.parse(row.layout) : DEFAULT_LAYOUTS[key];
  }

  return { get };
}
export type Layouts = ReturnType<typeof createLayouts>;
