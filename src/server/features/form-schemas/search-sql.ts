import { type RawBuilder, sql } from 'kysely';
import type { SearchFilter } from '../../../core/forms/search-filter.ts';

/** Escapes LIKE's wildcards so that what a visitor types is matched literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column @> {key: value}`: containment, which a jsonb_path_ops GIN index on the column answers. */
const holds = (column: RawBuilder<unknown>, key: string, value: unknown) =>
  sql<boolean>`${column} @> ${JSON.stringify({ [key]: value })}::jsonb`;

/**
 * The SQL condition of one search filter (src/core/forms/search-filter.ts) over a JSONB column of form
 * values, such as `s.values` or `a.profile`. Dates (YYYY-MM-DD) and times (HH:MM) compare as text,
 * which orders them correctly.
 */
export function valuesCondition(columnRef: string, filter: SearchFilter): RawBuilder<boolean> {
  const column = sql.ref(columnRef);
  const value = sql<string>`(${column} ->> ${filter.key})`;
  switch (filter.kind) {
    case 'equals':
      return holds(column, filter.key, filter.value);
    case 'anyOf':
      return sql<boolean>`(${sql.join(
        filter.values.map((v) => holds(column, filter.key, [v])),
        sql` or `,
      )})`;
    case 'contains':
      return sql<boolean>`${value} ilike ${`%${escapeLike(filter.text)}%`}`;
    case 'range': {
      // CASE guarantees the cast only ever sees numbers, whatever an older value holds.
      const amount = sql`(case when jsonb_typeof(${column} -> ${filter.key}) = 'number' then (${value})::numeric end)`;
      return bounded(amount, filter.min, filter.max);
    }
    case 'between':
      return bounded(value, filter.from, filter.to);
  }
}

/** `low <= expression <= high`, each bound only when given (a filter has at least one). */
export function bounded(expression: RawBuilder<unknown>, low?: unknown, high?: unknown): RawBuilder<boolean> {
  const conditions = [
    ...(low === undefined ? [] : [sql`${expression} >= ${low}`]),
    ...(high === undefined ? [] : [sql`${expression} <= ${high}`]),
  ];
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
