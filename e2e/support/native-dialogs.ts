import type { Page } from 'playwright-core';

/**
 * Every step of the site asks on the page itself (ui/dialog), never through the browser's confirm() or
 * alert(): a native dialog fails the test that opened it.
 */
export function refuseNativeDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`a native dialog opened: ${dialog.message()}`);
  });
}
