export const CONSOLE_ROOT = '/admin';

/** The console's sign-in; `from` is where to return to afterwards. */
export function consoleLoginPath(from?: string): string {
  if (!from || from === CONSOLE_ROOT || !from.startsWith(CONSOLE_ROOT)) return `${CONSOLE_ROOT}/login`;
  return `${CONSOLE_ROOT}/login?reason=unAuthorization&from=${encodeURIComponent(from)}`;
}

/** A console page by its path relative to /admin. */
export const consolePath = (path = '') => (path ? `${CONSOLE_ROOT}/${path}` : CONSOLE_ROOT);
