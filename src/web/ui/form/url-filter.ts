import { useState } from 'react';
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
  /** The applied filter as a query string ('' when nothing differs from the defaults). */
  const applied = toParams(fromParams(params)).toString();
  // The draft belongs to the applied filter it started from: when the URL changes without the form (back,
  // forward, a link), the form shows what the list shows. Derived while drawing rather than synced by an
  // effect, which could run after the reader's first keystroke and undo it.
  const [draft, setDraft] = useState(() => ({ from: applied, filter: fromParams(params) }));
  const filter = draft.from === applied ? draft.filter : fromParams(new URLSearchParams(applied));

  const update = (change: Partial<Filter>) =>
    setDraft((current) => ({
      from: applied,
      filter: {
        ...(current.from === applied ? current.filter : fromParams(new URLSearchParams(applied))),
        ...change,
      },
    }));
  return { filter, update, applied, setParams };
}

/** A day (YYYY-MM-DD) kept in the URL, or '' when it is missing or not one (the API would refuse it). */
export function dateParam(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}
