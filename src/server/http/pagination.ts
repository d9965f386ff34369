import type { SelectQueryBuilder } from 'kysely';
import type { PaginationMeta } from '../../core/contract/common.ts';

/**
 * One page of a query and the list envelope's meta. `query` must already be filtered; the count runs on
 * the same filters without the order, limit and offset.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { page, perPage }: { page: number; perPage: number },
): Promise<{ rows: O[]; meta: PaginationMeta }> {
  const [rows, counted] = await Promise.all([
    query
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
  ]);
  const total = Number((counted as { total?: number } | undefined)?.total ?? 0);
  return {
    rows,
    meta: { currentPage: page, lastPage: Math.max(1, Math.ceil(total / perPage)), perPage, total },
  };
}
