import type { FormEvent } from 'react';

/**
 * A console list keeps its filters in the address (so a search can be linked, reloaded and paged):
 * these read them for the API and write a submitted filter form back, starting again at page 1.
 */
export function searchFrom<K extends string>(params: URLSearchParams, keys: readonly K[]) {
  const query: Partial<Record<K | 'page', string>> = {};
  for (const key of [...keys, 'page' as const]) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

export function submitFilters(
  event: FormEvent<HTMLFormElement>,
  keys: readonly string[],
  setSearchParams: (params: URLSearchParams) => void,
) {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  const next = new URLSearchParams();
  for (const key of keys) {
    for (const value of form.getAll(key)) {
      if (typeof value === 'string' && value.trim() !== '') next.append(key, value.trim());
    }
  }
  setSearchParams(next);
}
