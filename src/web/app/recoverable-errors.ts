/**
 * The event the browser's app dispatches on `window` for every error React recovered from by drawing a
 * part anew, a hydration mismatch above all: the server's markup and the browser's first draw differ, so
 * the page flickers and the server's work for it was lost. The browser tests listen for it and fail
 * (e2e/support/browser.ts); in a reader's browser it is also a console error, as React's default.
 */
export const RECOVERABLE_ERROR_EVENT = 'tsunagu:recoverable-error';

export interface RecoverableErrorDetail {
  message: string;
  componentStack: string;
}

export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  const detail: RecoverableErrorDetail = {
    message: error instanceof Error ? error.message : String(error),
    componentStack: info.componentStack ?? '',
  };
  window.dispatchEvent(new CustomEvent(RECOVERABLE_ERROR_EVENT, { detail }));
  console.error(error);
}
