import type { Locale } from '../../core/i18n.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const PREVIEW_COOKIE = 'tsunagu_preview';

/** Reads one cookie from a `document.cookie` string; undefined when it is not set. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * The headers every call carries (spec section 7): X-Requested-With and the echoed XSRF token, which the
 * server demands on state-changing calls; the preview token, so that a preview session sees the draft
 * settings; and the chosen language, so that server messages come back in it.
 */
export function commonHeaders(cookies: string, locale: Locale): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': locale,
    'X-Requested-With': 'XMLHttpRequest',
  });
  const xsrf = readCookie(cookies, XSRF_COOKIE);
  if (xsrf !== undefined) headers.set('X-XSRF-TOKEN', safeDecode(xsrf));
  const preview = readCookie(cookies, PREVIEW_COOKIE);
  if (preview !== undefined) headers.set('X-Preview-Token', preview);
  return headers;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
