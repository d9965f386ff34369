import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAsOperator } from './support/sign-in.ts';
import { type SiteServer, startSiteServer } from './support/site-server.ts';

let site: SiteServer;
let browser: Browser;
let operator: Page;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteServer(), launchBrowser()]);
  operator = await signInAsOperator(browser, site.url);
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** A notice body with formatting, and the attacks that must stay inert text. */
const NOTICE_BODY = [
  '# メンテナンスの日程',
  '',
  '**12月1日（月）2:00〜4:00** はサービスを*一時停止*します。',
  '',
  '- 予約の受付',
  '- メッセージの送信',
  '',
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  '',
  '[危ないリンク](javascript:window.__xss=3) と [ご利用の流れ](/page/guide)',
].join('\n');

describe('content in the console', () => {
  it('writes a notice in Markdown with a live preview; a visitor reads it rendered, with no raw HTML', async () => {
    await operator.goto(`${site.url}/admin/notices`);
    await expect.poll(() => heading(operator)).toBe('お知らせ');
    await expect.poll(() => operator.getByRole('link', { name: 'サイトをオープンしました' }).count()).toBe(1);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-notices');

    await operator.getByRole('link', { name: 'お知らせを書く' }).click();
    await expect.poll(() => heading(operator)).toBe('お知らせを書く');
    await operator.getByLabel('タイトル').fill('年末のメンテナンスのお知らせ');
    await operator.getByLabel('本文（Markdown）').fill(NOTICE_BODY);
    // The Japanese body's preview; the optional English body has one of its own below.
    const preview = operator.locator('.markdown-editor__preview').first();
    await expect.poll(() => preview.locator('strong').textContent()).toBe('12月1日（月）2:00〜4:00');
    expect(await preview.locator('h2', { hasText: 'メンテナンスの日程' }).count()).toBe(1);
    expect(await preview.locator('li').allTextContents()).toEqual(['予約の受付', 'メッセージの送信']);
    expect(await preview.textContent()).toContain('<script>window.__xss=2</script>');
    expect(await preview.locator('img, script').count()).toBe(0);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-notice-editor');

    await operator.getByLabel('タイトル').fill('');
    await operator.getByRole('button', { name: '公開する' }).click();
    await expect.poll(() => operator.getByText('入力してください。').count()).toBe(1);
    await operator.getByLabel('タイトル').fill('年末のメンテナンスのお知らせ');
    expect(await operator.getByText('入力してください。').count()).toBe(0);

    await operator.getByRole('button', { name: '公開する' }).click();
    await operator.waitForURL((url) => /^\/admin\/notices\/[A-Za-z0-9]+$/.test(url.pathname));
    await expect.poll(() => operator.getByText('お知らせを公開しました。').count()).toBe(1);
    await expect.poll(() => heading(operator)).toBe('お知らせを編集');
    expect(await operator.getByText('公開中').count()).toBeGreaterThan(0);

    const visitor = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await visitor.goto(`${site.url}/notices`);
    await visitor.getByRole('link', { name: '年末のメンテナンスのお知らせ' }).click();
    await expect.poll(() => heading(visitor)).toBe('年末のメンテナンスのお知らせ');
    const article = visitor.locator('article .markdown');
    expect(await article.locator('h2').textContent()).toBe('メンテナンスの日程');
    expect(await article.locator('strong').textContent()).toBe('12月1日（月）2:00〜4:00');
    expect(await article.locator('em').textContent()).toBe('一時停止');
    expect(await article.locator('li').count()).toBe(2);
    expect(await article.textContent()).toContain('<img src=x onerror="window.__xss=1">');
    expect(await article.locator('img, script').count()).toBe(0);
    expect(
      await article.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/page/guide']);
    expect(await visitor.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await screenshot(visitor, 'notice-markdown');
  });

  it('schedules a notice for later: the console marks it, the public list does not show it yet', async () => {
    await operator.goto(`${site.url}/admin/notices/new`);
    await expect.poll(() => heading(operator)).toBe('お知らせを書く');
    await operator.getByLabel('タイトル').fill('来年のキャンペーン');
    await operator.getByLabel('公開日時（日本時間）').fill('2099-01-01T09:00');
    await operator.getByLabel('本文（Markdown）').fill('近日公開します。');
    await operator.getByRole('button', { name: '予約投稿する' }).click();
    await expect
      .poll(() => operator.getByText('お知らせを予約しました。公開日時になると表示されます。').count())
      .toBe(1);

    await operator.goto(`${site.url}/admin/notices`);
    const row = operator.getByRole('row', { name: /来年のキャンペーン/ });
    await expect.poll(() => row.getByText('予約投稿').count()).toBe(1);
    const visitor = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await visitor.goto(`${site.url}/notices`);
    await expect.poll(() => visitor.getByRole('link', { name: 'サイトをオープンしました' }).count()).toBe(1);
    expect(await visitor.getByText('来年のキャンペーン').count()).toBe(0);
  });

  it('marks a message sent through the public contact form handled', async () => {
    const visitor = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await visitor.goto(`${site.url}/contact`);
    await visitor.getByLabel('お名前').fill('小林 花子');
    await visitor.getByLabel('メールアドレス').fill('hanako@example.com');
    await visitor
      .getByLabel('お問い合わせ内容')
      .fill('退会の手続きについて教えてください。\nよろしくお願いします。');
    await visitor.getByRole('button', { name: '送信する' }).click();
    await expect
      .poll(() =>
        visitor.getByText('お問い合わせを受け付けました。担当者からの連絡をお待ちください。').count(),
      )
      .toBe(1);

    await operator.goto(`${site.url}/admin/contacts`);
    await expect.poll(() => heading(operator)).toBe('お問い合わせ');
    await expect.poll(() => operator.getByRole('link', { name: '小林 花子 様' }).count()).toBe(1);
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-contacts');

    await operator.getByRole('link', { name: '小林 花子 様' }).click();
    await expect.poll(() => heading(operator)).toBe('小林 花子 様');
    expect(await operator.locator('.contact-body').textContent()).toBe(
      '退会の手続きについて教えてください。\nよろしくお願いします。',
    );
    expect(await seriousAxeViolations(operator)).toEqual([]);
    await screenshot(operator, 'console-contact');
    await operator.getByRole('button', { name: '対応済みにする' }).click();
    await expect.poll(() => operator.getByText('対応済みにしました。').count()).toBe(1);
    await expect.poll(() => operator.getByRole('button', { name: '未対応に戻す' }).count()).toBe(1);

    await operator.getByRole('link', { name: 'お問い合わせ一覧へ' }).click();
    await expect.poll(() => operator.getByText('未対応のお問い合わせはありません。').count()).toBe(1);
    await operator.getByRole('link', { name: '対応済み', exact: true }).click();
    await expect.poll(() => operator.getByRole('link', { name: '小林 花子 様' }).count()).toBe(1);

    await operator.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => heading(operator)).toBe('Contact inbox');
    expect(await operator.getByRole('columnheader', { name: 'Received' }).count()).toBe(1);
    await screenshot(operator, 'console-contacts.en');
    await operator.getByRole('button', { name: '日本語' }).click();
    await expect.poll(() => heading(operator)).toBe('お問い合わせ');
  });

  it('edits the other content pages, each accessible', async () => {
    const pages: Array<[string, string]> = [
      ['/admin/pages', '固定ページ'],
      ['/admin/pages/guide', 'ページを編集'],
      ['/admin/pages/new', 'ページを作る'],
      ['/admin/policies', '規約・ポリシー'],
      ['/admin/policies/terms-cast', 'サポーター向け利用規約'],
      ['/admin/questions', 'よくある質問'],
      ['/admin/management-info', '特定商取引法に基づく表記'],
    ];
    for (const [path, title] of pages) {
      await operator.goto(`${site.url}${path}`);
      await expect.poll(() => heading(operator)).toBe(title);
      expect({ path, violations: await seriousAxeViolations(operator) }).toEqual({ path, violations: [] });
    }
    await screenshot(operator, 'console-management-info');

    await operator.goto(`${site.url}/admin/questions`);
    await expect.poll(() => heading(operator)).toBe('よくある質問');
    await operator.getByRole('button', { name: '質問を追加' }).click();
    const last = operator.locator('.list-editor__item').last();
    await last.getByLabel('質問', { exact: true }).fill('支払い方法は？');
    await last.getByLabel('回答（Markdown）').fill('**クレジットカード**でお支払いいただけます。');
    await expect
      .poll(() => last.locator('.markdown-editor__preview strong').textContent())
      .toBe('クレジットカード');
    await screenshot(operator, 'console-questions');
    await operator.getByRole('button', { name: '保存して公開' }).click();
    await expect.poll(() => operator.getByText(/よくある質問（\d+件）を保存しました。/).count()).toBe(1);

    const visitor = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await visitor.goto(`${site.url}/qanda`);
    const answer = visitor.locator('section', { hasText: '支払い方法は？' });
    await expect.poll(() => answer.locator('strong').textContent()).toBe('クレジットカード');
  });
});
