import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MailOutboxOverview } from '../../../../core/contract/admin/mail-outbox.ts';
import { createApiClient } from '../../../api/api-client.ts';
import { ApiClientProvider } from '../../../api/api-client-context.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import { createLocaleStore } from '../../../i18n/locale-store.ts';
import { createFakeApi, json } from '../../../testing/fake-api.ts';
import { MailOutboxPage } from './mail-outbox-page.tsx';

afterEach(cleanup);

const overview: MailOutboxOverview = {
  pending: 1,
  failed: 2,
  latest: [
    {
      id: 'm1',
      recipient: 'sato@example.com',
      subject: '【ツナグ】確認コード',
      status: 'failed',
      attempts: 6,
      nextAttemptAt: '2026-11-24T01:00:00.000Z',
      lastError: '451 mailbox busy, try again later',
      createdAt: '2026-11-23T01:00:00.000Z',
      sentAt: null,
    },
    {
      id: 'm2',
      recipient: 'suzuki@example.com',
      subject: '【ツナグ】メッセージが届きました',
      status: 'sent',
      attempts: 1,
      nextAttemptAt: '2026-11-23T02:00:00.000Z',
      lastError: null,
      createdAt: '2026-11-23T02:00:00.000Z',
      sentAt: '2026-11-23T02:00:01.000Z',
    },
  ],
};

function renderPage() {
  const api = createFakeApi({ 'GET /admin/mail-outbox': json(200, { data: overview }) });
  const localeStore = createLocaleStore(null);
  const client = createApiClient({ baseUrl: '/api', fetch: api.fetch, getLocale: localeStore.get });
  render(
    <I18nProvider localeStore={localeStore}>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={createQueryClient(() => {})}>
          <MailOutboxPage />
        </QueryClientProvider>
      </ApiClientProvider>
    </I18nProvider>,
  );
}

describe('mail outbox page', () => {
  it('shows the pending and failed counts, and each latest mail with its status, attempts and last error', async () => {
    renderPage();
    const counts = await screen.findByRole('region', { name: '件数' });
    expect(within(counts).getByText('送信待ち').nextElementSibling?.textContent).toBe('1件');
    expect(within(counts).getByText('送信失敗').nextElementSibling?.textContent).toBe('2件');

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const failed = within(rows[1] as HTMLElement);
    expect(failed.getByText('sato@example.com')).toBeTruthy();
    expect(failed.getByText('【ツナグ】確認コード')).toBeTruthy();
    expect(failed.getByText('送信失敗')).toBeTruthy();
    expect(failed.getByText('6')).toBeTruthy();
    expect(failed.getByText('451 mailbox busy, try again later')).toBeTruthy();
    const sent = within(rows[2] as HTMLElement);
    expect(sent.getByText('送信済み')).toBeTruthy();
    expect(sent.getByText(/^送信: /)).toBeTruthy();
    expect(sent.getByText('—')).toBeTruthy();
  });
});
