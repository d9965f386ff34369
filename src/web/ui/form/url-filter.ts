import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The state of a list's filter form whose applied filter lives in the URL (so that a filtered list can be
 * shared): the form edits a draft; `apply` writes the URL, which the list reads.
 */
export function useUrlFilter<Filter extends object>(
  fromParams: (params: URLSearchParams) => Filter,
  toParams: (filter: Filter) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<Filter>(() => fromParams(params));
  /** The applied filter as a query string ('' when nothing differs from the defaults). */
  const applied = toParams(fromParams(params)).toString();
  // Back and forward change the URL without the form: show what the list shows.
  useEffect(() => setFilter(fromParams(new URLSearchParams(applied))), [applied, fromParams]);

  const update = (change: Partial<Filter>) => setFilter((current) => ({ ...current, ...change }));
  return { filter, update, applied, setParams };
}

/** A day (YYYY-MM-DD) kept in the URL, or '' when it is missing or not one (the API would refuse it). */
export function dateParam(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}
