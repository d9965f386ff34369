import { describe, expect, it } from 'vitest';
import { Agent } from '../test/helpers/test-app.ts';
import { expectStatus } from './support/api-arrange.ts';
import { seriousAxeViolations } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signInAsOperator } from './support/sign-in.ts';
import { siteInBrowser } from './support/site-in-browser.ts';

const site = siteInBrowser();

describe('the console’s mail delivery page', () => {
  it('shows the counts and the latest mails, never a code, from the menu, and passes axe', async () => {
    const email = 'outbox.e2e@example.com';
    expectStatus(
      await new Agent(site.server.app).post('/api/customers/emails/send-code', { type: 'guest', email }),
    );
    const code = await site.server.smtp.codeSentTo(email);

    const page = await signInAsOperator(site.browser, site.server.url);
    await page
      .getByRole('navigation', { name: 'コンソールメニュー' })
      .getByRole('link', { name: 'メール送信状況' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/mail-outbox');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('メール送信状況');
    const counts = page.getByRole('region', { name: '件数' });
    await expect.poll(() => counts.getByText('送信待ち').count()).toBe(1);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect.poll(() => row.getByText('送信済み').count()).toBe(1);
    expect(await page.getByText(code).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'console-mail-outbox');
  });
});
