import { HttpError, NetworkError, ValidationError } from '../../../api/errors.ts';
import type { Notify } from '../../../ui/notices/notice-store.ts';
import type { AdminTranslate } from './admin-i18n.ts';
import { consoleLoginPath } from './console-paths.ts';

/**
 * The console's one reaction to a failed call: a lost session goes back to the console's sign-in,
 * every other failure is a notice (a 422's field messages are also shown beside the inputs by the form).
 */
export function handleConsoleError(
  error: unknown,
  deps: { notify: Notify; navigate: (to: string) => void; pathname: string; t: AdminTranslate },
): void {
  if (error instanceof DOMException && error.name === 'AbortError') return;
  if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
    if (!deps.pathname.startsWith(consoleLoginPath())) deps.navigate(consoleLoginPath(deps.pathname));
    return;
  }
  if (error instanceof ValidationError || error instanceof HttpError) {
    deps.notify({ type: 'danger', message: error.message || deps.t('console.error') });
    return;
  }
  deps.notify({
    type: 'danger',
    message: deps.t(error instanceof NetworkError ? 'console.networkError' : 'console.error'),
  });
}
