/**
 * The page of a list kept in the URL (`?page=`), so that a page can be shared and Back returns to it. A
 * missing or malformed value reads as the first page: the API would refuse it (422) and show an error.
 */
export function pageParam(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

/** The same query at another page, every other parameter (filters, tab, order) kept. */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('page', String(page));
  return next;
}
