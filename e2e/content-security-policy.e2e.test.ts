import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

type Recorded = { cspViolations: string[] };

/**
 * Opens a page recording every content-security-policy violation from before its first script runs
 * (what Chromium reports as an issue and Lighthouse counts against best practices), and returns them
 * once the page has drawn its heading and stopped loading.
 */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => {
    const recorded = window as unknown as Recorded;
    recorded.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      recorded.cspViolations.push(`${event.violatedDirective}: ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.goto(site.server.url + path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page.evaluate(() => (window as unknown as Recorded).cspViolations);
}

describe('the content security policy in Chromium', () => {
  it('public pages, the sign-up form and the console run without one violation (no eval: zod is jitless)', async () => {
    const services = (await (await fetch(`${site.server.url}/api/services?perPage=1`)).json()) as {
      data: { id: string }[];
    };
    const paths = [
      '/',
      '/guest/services',
      `/guest/services/${services.data[0]?.id}`,
      '/guest/signup',
      '/admin/login',
    ];
    const found: Record<string, string[]> = {};
    for (const path of paths) {
      const page = await site.browser.newPage();
      found[path] = await violationsOn(page, path);
      await page.close();
    }
    expect(found).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
  });
});
