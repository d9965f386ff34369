import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAxeViolations } from './browser.ts';
import { phoneFitProblems } from './phone-fit.ts';
import type { SiteInBrowser } from './site-in-browser.ts';

export const PHONE = { width: 390, height: 844 };

/** The page fits a 390 px phone and has no serious axe violation. */
export async function expectGoodOnPhone(page: Page, what: string) {
  await page.setViewportSize(PHONE);
  expect({ what, phone: await phoneFitProblems(page) }).toEqual({ what, phone: [] });
  expect({ what, axe: await seriousAxeViolations(page) }).toEqual({ what, axe: [] });
}

/** A signed-in page on a phone, without motion (axe never measures a toast halfway in). */
export async function onPhone(site: SiteInBrowser, role: 'cast' | 'guest'): Promise<Page> {
  const page = await site.signIn(role);
  await page.setViewportSize(PHONE);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}
