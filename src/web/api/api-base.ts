/** Where the API lives relative to the site (architecture: "HTTP API"). */
export type ApiHostMode = 'same-origin' | 'subdomain';

export const SAME_ORIGIN_API_BASE = '/api';

/**
 * The API base derived from the site host: by default the same origin under /api; in 'subdomain' mode
 * the API has its own host, `api.` + the site host (spec section 7).
 */
export function deriveApiBase(location: Pick<Location, 'protocol' | 'host'>, mode: ApiHostMode): string {
  if (mode === 'subdomain') return `${location.protocol}//api.${location.host}`;
  return SAME_ORIGIN_API_BASE;
}

export function isApiHostMode(value: unknown): value is ApiHostMode {
  return value === 'same-origin' || value === 'subdomain';
}
