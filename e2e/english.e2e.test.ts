import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LAYOUT_KEYS } from '../src/core/contract/layouts.ts';
import { SCHEMA_KEYS } from '../src/core/forms/form-schema.ts';
import { systemClock } from '../src/server/clock.ts';
import { DEMO_SITE } from '../src/server/db/seed.ts';
import { createFormSchemas } from '../src/server/features/form-schemas/service.ts';
import { createLayouts } from '../src/server/features/layouts/service.ts';
import { createSiteService } from '../src/server/features/site/service.ts';
import { enter, publishService } from '../test/helpers/entries.ts';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus } from './support/api-arrange.ts';
import { seriousAxeViolations } from './support/browser.ts';
import { refuseNativeDialogs } from './support/native-dialogs.ts';
import { phoneFitProblems } from './support/phone-fit.ts';
import { siteInBrowser } from './support/site-in-browser.ts';
import type { SiteServer } from './support/site-server.ts';

/** Kana, kanji and Japanese punctuation (full-width forms included). */
const JAPANESE = /[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff60\uffe0-\uffe6]/;
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * The site's texts in English, as an operator writes them in the console: the settings, every label
 * and choice of the operator's forms and every heading of the page layouts (here named after their
 * keys, values and block types).
 */
async function writeEnglishSiteTexts(server: SiteServer) {
  await createSiteService(server.database.db, systemClock).saveSettings({
    ...DEMO_SITE,
    translations: {
      en: {
        name: 'Tsunagu Life Support',
        castName: 'Supporter',
        guestName: 'Client',
        guestBelongingTitle: 'Pets',
        ogpTitle: 'Tsunagu Life Support',
        ogpDescription: 'Help with daily life, from people nearby.',
      },
    },
  });
  const schemas = createFormSchemas(server.database.db, systemClock, async () => []);
  const english = (text: string) =>
    text
      .replace(/([A-Z])/g, ' $1')
      .replaceAll('_', ' ')
      .replace(/^./, (c) => c.toUpperCase());
  for (const key of SCHEMA_KEYS) {
    const fields = await schemas.getFields(key);
    await schemas.saveFields(
      key,
      fields.map((field) => ({
        ...field,
        translations: {
          en: { label: english(field.key), helpText: field.helpText && `About ${english(field.key)}` },
        },
        options: field.options.map((option) => ({
          ...option,
          translations: { en: { label: english(option.value) } },
        })),
      })),
    );
  }
  const layouts = createLayouts(server.database.db);
  for (const key of LAYOUT_KEYS) {
    const layout = await layouts.get(key);
    const blocks = layout.blocks.map((block) => ({
      ...block,
      translations: {
        en: { title: english(block.type), text: block.text && `About ${english(block.type)}` },
      },
    }));
    await layouts.save(server.database.db, key, { ...layout, blocks }, new Date());
  }
}

const site = siteInBrowser(writeEnglishSiteTexts);

/**
 * What people wrote (service titles and descriptions, menus, names, reviews, messages, answers to the
 * operator's forms) and what the operator writes without an English version (notices):
 * every string the page's API answers hold under those keys, which the check then leaves aside.
 */
const USER_CONTENT_KEYS = new Set([
  'title',
  'description',
  'nickname',
  'name',
  'unit',
  'comment',
  'body',
  'message',
  'values',
  'profile',
  'text',
  'reason',
]);
function collectUserContent(json: unknown, into: Set<string>, inside = false) {
  if (typeof json === 'string') {
    if (inside) for (const line of json.split(/\n+/)) if (line.trim()) into.add(line.trim());
  } else if (Array.isArray(json)) {
    for (const item of json) collectUserContent(item, into, inside);
  } else if (json && typeof json === 'object') {
    for (const [key, value] of Object.entries(json))
      collectUserContent(value, into, inside || USER_CONTENT_KEYS.has(key));
  }
}

const SITE_TEXT_QUERIES = new Set(['site', 'schemas', 'layouts']);

/** The data a page drawn on the server hands over (docs/server-rendering.md), as the answers it holds. */
function handedOverAnswers(html: string): unknown[] {
  const json = /<script type="application\/json" id="server-data">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) return [];
  const { queries } = JSON.parse(json) as {
    queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
  };
  return queries.queries
    .filter((query) => !SITE_TEXT_QUERIES.has(String(query.queryKey[0])))
    .map((query) => query.state.data);
}

/**
 * Collects the user content of every API answer the page reads (the site's own settings excepted),
 * including those a page drawn on the server read for it and handed over in its HTML.
 */
function watchUserContent(page: Page): Set<string> {
  const userContent = new Set<string>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'document') {
      for (const answer of handedOverAnswers(await response.text().catch(() => '')))
        collectUserContent(answer, userContent);
      return;
    }
    const path = new URL(response.url()).pathname;
    const siteTexts = path === '/api/site' || /^\/api\/(schemas|layouts)\//.test(path);
    if (!path.startsWith('/api/') || siteTexts) return;
    if (!response.headers()['content-type']?.includes('application/json')) return;
    collectUserContent(await response.json().catch(() => null), userContent);
  });
  return userContent;
}

/** The page's visible texts and accessible names that are still Japanese once user content is removed. */
async function japaneseLeft(page: Page, userContent: Set<string>): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text marked as Japanese (each language's name in the language switcher) is meant to be.
      if (parent?.closest('script, style, [hidden], [lang="ja"]')) continue;
      found.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (element.closest('[lang="ja"]')) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title'])
        found.push(element.getAttribute(name) ?? '');
    }
    found.push(document.title);
    return found;
  });
  const longestFirst = [...userContent].sort((a, b) => b.length - a.length);
  return texts
    .map((text) => longestFirst.reduce((rest, content) => rest.replaceAll(content, ''), text).trim())
    .filter((text) => JAPANESE.test(text));
}

async function expectEnglishOnly(page: Page, userContent: Set<string>) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    expect(await japaneseLeft(page, userContent)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // English words are longer than Japanese ones: nothing may push the phone's page sideways.
    if (size.width === 390) expect(await phoneFitProblems(page)).toEqual([]);
  }
}

async function englishPage(): Promise<{ page: Page; userContent: Set<string> }> {
  const page = await (await site.browser.newContext({ locale: 'en-US' })).newPage();
  refuseNativeDialogs(page);
  return { page, userContent: watchUserContent(page) };
}

describe('the English site in Chromium', () => {
  it('shows no Japanese on the top page and a service page outside user content', async () => {
    const { page, userContent } = await englishPage();
    await page.goto(site.server.url);
    await expect.poll(() => page.title()).toContain('Tsunagu Life Support');
    await page.getByRole('heading', { level: 2 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectEnglishOnly(page, userContent);
    // A shared link read by an English-reading client shows the English OGP texts.
    const shared = await site.server.app.inject({ url: '/', headers: { 'accept-language': 'en' } });
    expect(shared.body).toContain('<meta property="og:title" content="Tsunagu Life Support">');
    expect(shared.body).toContain('content="Help with daily life, from people nearby."');

    const castApi = new Agent(site.server.app);
    expectStatus(await castApi.login('cast'));
    const { serviceId } = await publishService(castApi, '英語ページ確認用の作り置き');
    await page.goto(`${site.server.url}/guest/services/${serviceId}`);
    await page.getByRole('heading', { level: 1, name: '英語ページ確認用の作り置き' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectEnglishOnly(page, userContent);
  });

  it('a guest switching to English while signed in reads the entry page in English, and gets English e-mail', async () => {
    const castApi = new Agent(site.server.app);
    expectStatus(await castApi.login('cast'));
    const { serviceId } = await publishService(castApi, '料理代行（英語確認）');
    const guestApi = new Agent(site.server.app);
    expectStatus(await guestApi.login('guest'));
    const entryId = await enter(guestApi, serviceId);
    // The estimate table is on the page too (its English headings have to fit a phone).
    const estimate = { items: [{ label: 'Cooking', unitPrice: 3000, quantity: 3, unit: 'h' }], message: '' };
    expectStatus(await castApi.post(`/api/casts/me/entries/${entryId}/estimates/initial`, estimate), 201);

    const page = await site.signIn('guest');
    const userContent = watchUserContent(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'English', pressed: true }).waitFor();
    await page.goto(`${site.server.url}/guest/entries/${entryId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectEnglishOnly(page, userContent);

    const declined = await castApi.put(`/api/casts/me/entries/${entryId}/cancel`, {
      reason: '日程が合いません',
    });
    expectStatus(declined);
    const mail = await site.server.smtp.mailTo('guest@example.com', (m) => m.text.includes(entryId));
    expect(mail.subject).toMatch(/^\[Tsunagu Life Support\] Entry for "料理代行（英語確認）": /);
    expect(mail.text).not.toMatch(/申し込み|ご依頼/);
  });
});
