import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests leave their screenshots (git-ignored), for a person to look at the pages. */
export const SCREENSHOT_DIR = join(process.cwd(), '.tmp', 'screenshots');

/** The screenshots the docs and the README show, rewritten by every run so they stay current. */
export const DOCS_SCREENSHOT_DIR = join(process.cwd(), 'docs', 'screenshots');

const SIZES = [
  { suffix: '', width: 1280, height: 800 },
  { suffix: '.phone', width: 390, height: 844 },
] as const;

/** The docs' copies stop at this height: enough to show a page, small enough to keep in the repository. */
const DOCS_MAX_HEIGHT = 2400;

/**
 * Saves the whole page as `<name>.png` at a desktop size and `<name>.phone.png` at a phone size; with
 * `docs`, into `docs/screenshots/` (committed) rather than `.tmp/screenshots/`.
 */
export async function screenshot(page: Page, name: string, options: { docs?: boolean } = {}): Promise<void> {
  const dir = options.docs ? DOCS_SCREENSHOT_DIR : SCREENSHOT_DIR;
  mkdirSync(dir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const { suffix, width, height } of SIZES) {
    await page.setViewportSize({ width, height });
    const path = join(dir, `${name}${suffix}.png`);
    if (options.docs) {
      const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      const clip = { x: 0, y: 0, width, height: Math.min(fullHeight, DOCS_MAX_HEIGHT) };
      await page.screenshot({ path, fullPage: true, clip });
    } else {
      await page.screenshot({ path, fullPage: true });
    }
  }
  await page.setViewportSize(size);
}
