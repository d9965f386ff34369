import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { guestMe } from '../../testing/fixtures.ts';
import { peopleHandlers, peopleSite, scout } from '../../testing/people-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

function server(scouts: ReturnType<typeof scout>[], off: string[] = []) {
  return createFakeApi({
    ...peopleHandlers,
    'GET /site': peopleSite(off),
    'GET /me': json(200, { data: guestMe() }),
    'GET /guests/me/scouts': json(200, page(scouts)),
  });
}

describe('the scouts a guest received', () => {
  it('shows who invites them to which service with what words, and the ways in', async () => {
    renderApp('/guest/casts', server([scout()]).fetch);
    expect(await screen.findByRole('heading', { level: 1, name: '先生からのスカウト' })).toBeTruthy();
    const card = within(
      (await screen.findAllByRole('listitem')).find((item) =>
        item.classList.contains('scout-card'),
      ) as HTMLElement,
    );
    expect(card.getByRole('link', { name: '数学の個別指導' }).getAttribute('href')).toBe(
      '/guest/services/s1',
    );
    expect(card.getByRole('link', { name: '山田先生' }).getAttribute('href')).toBe('/guest/casts/cast01');
    expect(card.getByText('はじめまして。受験対策のコースをご用意しています。')).toBeTruthy();
    expect(card.getByText('2025/05/20')).toBeTruthy();
    expect(card.getByRole('link', { name: 'このサービスに申し込む' }).getAttribute('href')).toBe(
      '/guest/services/s1/entry',
    );
    expect(card.getByRole('link', { name: '山田先生さんにメッセージで返信する' }).getAttribute('href')).toBe(
      '/messages/cast01',
    );
  });

  it('says what happens while none has arrived', async () => {
    renderApp('/guest/casts', server([]).fetch);
    expect(
      await screen.findByText(/まだスカウトは届いていません。先生があなたのプロフィールを見て/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'プロフィール（自己紹介）を書く' }).getAttribute('href')).toBe(
      '/guest/account-info',
    );
  });

  it('is not found while scouting is off', async () => {
    const api = server([scout()], ['scout']);
    renderApp('/guest/casts', api.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeTruthy();
    expect(api.calls.some((call) => call.path === '/guests/me/scouts')).toBe(false);
  });
});
