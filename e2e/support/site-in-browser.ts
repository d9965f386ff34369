import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { signInAs } from './sign-in.ts';
import { type SiteServer, startSiteServer } from './site-server.ts';

/** The site and Chromium that one test file drives, ready once its `beforeAll` has run. */
export interface SiteInBrowser {
  readonly server: SiteServer;
  readonly browser: Browser;
  /** A demo account signed in through the login page, in a browser context of its own. */
  signIn(role: 'cast' | 'guest'): Promise<Page>;
}

/**
 * Starts the site and the browser for the calling test file (together, as they are independent) and
 * closes both after it. `prepare` arranges the site before any test runs (a site setting no page sets).
 */
export function siteInBrowser(prepare?: (server: SiteServer) => Promise<void>): SiteInBrowser {
  let server: SiteServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
    await prepare?.(server);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  // A test reading these before beforeAll has run is a mistake in the test, so it fails loudly.
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the site and browser start in beforeAll');
    return value;
  };
  const site: SiteInBrowser = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    signIn: (role) => signInAs(site.browser, site.server.url, role),
  };
  return site;
}
