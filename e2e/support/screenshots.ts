import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests leave their screenshots (git-ignored), for a person to look at the pages. */
export const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'screenshots');

/** Saves the whole page as `<name>.png` at a desktop size, and `<name>.phone.png` at a phone size. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.phone.png`), fullPage: true });
  await page.setViewportSize(size);
}
