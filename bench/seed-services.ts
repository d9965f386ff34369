import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/server/db/schema.ts';
import {
  syncFacetIndexes,
  syncFacetIndexesWithSearchForm,
} from '../src/server/features/services/facet-indexes.ts';

const CATEGORIES = ['housework', 'cooking', 'pets', 'lessons', 'it'];
const AREAS = ['tokyo', 'kanagawa', 'saitama', 'chiba', 'osaka', 'online'];

/** `count` published services with one menu each, made in the database by generate_series (seconds, not minutes). */
export async function seedBenchServices(db: Kysely<Database>, count: number): Promise<void> {
  // The facet indexes are built once over the loaded rows rather than grown row by row (PGlite's 1M seed
  // no longer fitted the benchmark's half hour with them in place).
  await syncFacetIndexes(db, []);
  await sql`
    insert into services (id, cast_id, status, title, description, charge_method, hour_type, values, search_text, min_price, published_at)
    select
      'bench' || n,
      'demoCast' || (1 + n % 5),
      'publish',
      'ベンチマーク用サービス ' || n,
      '家事・料理・ペット・レッスンのサービスです。番号 ' || n,
      'unit_price',
      'other',
      jsonb_build_object(
        'category', (${sql.val(CATEGORIES)}::text[])[1 + n % 5],
        'area', (${sql.val(AREAS)}::text[])[1 + n % 6],
        'weekdays', jsonb_build_array(case when n % 2 = 0 then 'sat' else 'mon' end)
      ),
      lower('ベンチマーク用サービス ' || n || ' 家事・料理・ペット・レッスンのサービスです。'),
      1000 + (n * 37) % 20000,
      timestamptz '2026-01-01' + n * interval '1 minute'
    from generate_series(1, ${count}) as n
    on conflict (id) do nothing
  `.execute(db);
  await sql`
    insert into service_menus (id, service_id, name, price, unit, description)
    select 'benchMenu' || n, 'bench' || n, '基本', 1000 + (n * 37) % 20000, '回', ''
    from generate_series(1, ${count}) as n
    on conflict (id) do nothing
  `.execute(db);
  await syncFacetIndexesWithSearchForm(db);
  // Fresh statistics, as autovacuum would have them on a live database. VACUUM, not ANALYZE alone: a GIN
  // index's own statistics (the keyword and custom-field indexes) are only refreshed by VACUUM, and left
  // as they were when the table was empty the planner prices them as dearly as reading the whole table.
  await sql`vacuum analyze services`.execute(db);
  await sql`analyze`.execute(db);
}
