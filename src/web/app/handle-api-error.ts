import type { AccountType } from '../../core/enums.ts';
import { HttpError, NetworkError, ValidationError } from '../api/errors.ts';
import type { Translate } from '../i18n/catalogues.ts';
import { myPagePath, NOT_FOUND_PATH } from '../paths.ts';
import type { Notify } from '../ui/notices/notice-store.ts';
import { isPublicPath, loginRedirectFor } from './route-access.ts';

export interface ApiErrorDeps {
  notify: Notify;
  navigate: (to: string) => void;
  /** The signed-in user's type, or null for a visitor. */
  userType: AccountType | null;
  /** The path being shown (or being navigated to). */
  pathname: string;
  t: Translate;
  /** Drops the stored user: a 401 means the session is gone, whatever the cache still says. */
  forgetUser: () => void;
}

/**
 * The one place that reacts to a failed call (spec section 8). It runs from the query and mutation
 * caches, so pages neither toast nor redirect for errors themselves; a page may still show a 422's field
 * errors next to its inputs.
 */
export function handleApiError(error: unknown, deps: ApiErrorDeps): void {
  const { notify, t } = deps;
  if (error instanceof ValidationError) {
    notify({ type: 'danger', message: error.message || t('errors.unexpected') });
    return;
  }
  if (error instanceof HttpError) {
    handleHttpError(error, deps);
    return;
  }
  if (error instanceof NetworkError) {
    notify({ type: 'danger', message: t('errors.network') });
    return;
  }
  // RequiredParameterError, UnexpectedResponseError and programming errors: nothing the user can act
  // on beyond knowing that it failed.
  if (isAbort(error)) return;
  notify({ type: 'danger', message: t('errors.unexpected') });
}

function handleHttpError(
  error: HttpError,
  { notify, navigate, userType, pathname, t, forgetUser }: ApiErrorDeps,
) {
  switch (error.status) {
    case 401:
      forgetUser();
      if (!isPublicPath(pathname)) navigate(loginRedirectFor(pathname));
      return;
    case 403:
      notify({ type: 'danger', message: error.message || t('errors.unexpected') });
      if (userType) navigate(myPagePath(userType));
      return;
    case 404:
      navigate(NOT_FOUND_PATH);
      return;
    default:
      notify({ type: 'danger', message: error.message || t('errors.unexpected') });
  }
}

/** A call cancelled on purpose (a query that is no longer needed) is not a failure. */
function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
