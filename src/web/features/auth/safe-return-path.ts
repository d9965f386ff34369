const PROBE_ORIGIN = 'https://tsunagu.invalid';

/**
 * The `from` query of a login page, if it is a path on this site. Anything that would leave the site
 * ('//evil.example', 'https://…', '/\\evil.example', 'javascript:…') gives null, so a crafted login link
 * cannot send a freshly signed-in user elsewhere.
 */
export function safeReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(from, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
