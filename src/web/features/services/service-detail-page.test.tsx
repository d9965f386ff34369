import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, publicServiceDetail } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { guestMe } from '../../testing/fixtures.ts';
import { peopleHandlers, peopleSite } from '../../testing/people-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const withEntryButton = [
  { type: 'menus', title: '', text: '' },
  { type: 'cast', title: '先生', text: '' },
  { type: 'entry_button', title: '', text: '' },
];

function server(off: string[] = [], blocks?: unknown[]) {
  return createFakeApi({
    ...peopleHandlers,
    'GET /site': peopleSite(off),
    'GET /me': json(200, { data: guestMe() }),
    'GET /services/s1': json(200, { data: publicServiceDetail() }),
    'GET /services/s1/reviews': json(200, page([])),
    'GET /layouts/services/detail': json(200, {
      data: {
        blocks: blocks ?? [
          { type: 'cast', title: '先生', text: '' },
          { type: 'reviews', title: 'レビュー', text: '', limit: 5 },
        ],
        fields: [],
      },
    }),
  });
}

describe('a service page', () => {
  it("leads from the provider to the cast's profile and to a consultation", async () => {
    renderApp('/guest/services/s1', server().fetch);
    const cast = within(await screen.findByRole('region', { name: '先生' }));
    expect(cast.getByText(/提供:/)).toBeTruthy();
    expect(cast.getByRole('link', { name: '山田先生' }).getAttribute('href')).toBe('/guest/casts/cast01');
    expect(cast.getByRole('link', { name: '相談する' }).getAttribute('href')).toBe('/messages/cast01');
    expect(screen.getByRole('button', { name: '数学の個別指導をお気に入りにする' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'レビュー' })).toBeTruthy();
  });

  it('hides the heart, the consultation and the reviews while those features are off', async () => {
    renderApp('/guest/services/s1', server(['favorite', 'message', 'review_both_parties']).fetch);
    const cast = within(await screen.findByRole('region', { name: '先生' }));
    expect(cast.getByRole('link', { name: '山田先生' })).toBeTruthy();
    expect(cast.queryByRole('link', { name: '相談する' })).toBeNull();
    expect(screen.queryByRole('button', { name: '数学の個別指導をお気に入りにする' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'レビュー' })).toBeNull();
  });

  it('keeps the lowest price, the entry link, the cast and the heart together in the booking card', async () => {
    renderApp('/guest/services/s1', server([], withEntryButton).fetch);
    const entry = await screen.findByRole('link', { name: 'このサービスに申し込む' });
    expect(entry.getAttribute('href')).toBe('/guest/services/s1/entry');
    const card = entry.closest('.service-booking');
    expect(card?.textContent).toContain('料金 ￥6,600 〜（税込）');
    const inCard = within(card as HTMLElement);
    expect(inCard.getByRole('region', { name: '先生' })).toBeTruthy();
    expect(inCard.getByRole('button', { name: '数学の個別指導をお気に入りにする' })).toBeTruthy();
    // The menus stay in the page's column, beside the card.
    expect(inCard.queryByRole('table')).toBeNull();
    expect(screen.getByRole('table').closest('.service-page__main')).toBeTruthy();
  });
});
