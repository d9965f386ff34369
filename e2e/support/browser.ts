import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import {
  RECOVERABLE_ERROR_EVENT,
  type RecoverableErrorDetail,
} from '../../src/web/app/recoverable-errors.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Resolves once the app has taken over the page: at once for a page the browser draws, and for a page
 * the server drew (docs/server-rendering.md) once React has hydrated it, which the toast stack shows (it
 * exists only in a browser, after hydration: ui/use-hydrated.ts). Before that the page is readable but
 * its buttons do nothing, as for a reader who taps during those milliseconds. Fails when React reported
 * an error it recovered from, a hydration mismatch above all (app/recoverable-errors.ts).
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('server-data') || document.querySelector('section.notices') !== null,
  );
  const recovered = await recoverableErrors(page);
  if (recovered.length > 0) {
    throw new Error(`React recovered from errors on ${page.url()}:\n${JSON.stringify(recovered, null, 2)}`);
  }
}

/** The errors React recovered from in this page so far, hydration mismatches among them. */
export async function recoverableErrors(page: Page): Promise<RecoverableErrorDetail[]> {
  return await page.evaluate(
    () => (window as unknown as { recoverableErrors?: RecoverableErrorDetail[] }).recoverableErrors ?? [],
  );
}

/** Every page of the context keeps the errors React recovered from, for `recoverableErrors`. */
async function keepRecoverableErrors(context: BrowserContext): Promise<void> {
  await context.addInitScript((eventName) => {
    const kept: unknown[] = [];
    Object.assign(window, { recoverableErrors: kept });
    window.addEventListener(eventName, (event) => kept.push((event as CustomEvent).detail));
  }, RECOVERABLE_ERROR_EVENT);
}

/** Every `goto` and `reload` of a page in this context waits for the app to take over, as a reader does. */
async function waitForTheAppOnLoad(context: BrowserContext): Promise<BrowserContext> {
  await keepRecoverableErrors(context);
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appTakenOver(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appTakenOver(page);
      return response;
    };
  });
  return context;
}

/** Debian's Chromium, headless, with the flags this closed network needs (no background traffic). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: install Debian's "chromium" package or set CHROMIUM_PATH.`,
    );
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => await waitForTheAppOnLoad(await newContext(options));
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // The page belongs to this context alone; closing it ends the context, as browser.newPage's does.
    page.on('close', () => void context.close());
    return page;
  };
  return browser;
}

/** Accessibility violations that matter (serious or critical), as "rule: target" lines for a readable diff. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A toast fading in has, for a moment, the contrast of half its colour: measure the page once its
  // transitions have ended (endless ones, such as a skeleton's shimmer, never do and are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}
