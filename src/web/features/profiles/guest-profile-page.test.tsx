import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnService } from '../../../core/contract/services.ts';
import { page } from '../../testing/entry-fixtures.ts';
import { createFakeApi, type FakeAnswer, json } from '../../testing/fake-api.ts';
import { castMe, guestMe } from '../../testing/fixtures.ts';
import { guestProfile, peopleHandlers, peopleSite, scout } from '../../testing/people-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const nobody = json(401, { message: 'Unauthenticated.' });
const signedInCast = json(200, { data: castMe() });

function ownService(overrides: Partial<OwnService>): OwnService {
  return {
    id: 's1',
    title: '数学の個別指導',
    description: '',
    status: 'publish',
    chargeMethod: 'unit_price',
    hourType: 'none',
    booking: { leadMinutes: 120, bufferMinutes: 0, horizonDays: 60, instantBooking: false },
    imageIds: [],
    values: {},
    minPrice: null,
    publishedAt: '2025-05-01T00:00:00+09:00',
    listingEndsAt: null,
    updatedAt: '2025-05-01T00:00:00+09:00',
    ...overrides,
  };
}

const reviews = [1, 2].map((n) => ({
  id: `r${n}`,
  rating: 5,
  comment: `レビュー${n}`,
  author: { nickname: '山田先生' },
  publishedAt: '2025-05-01T09:00:00+09:00',
}));

function server({
  me = signedInCast,
  off = [] as string[],
  scoutAnswer = json(201, { data: scout() }) as FakeAnswer,
} = {}) {
  return createFakeApi({
    ...peopleHandlers,
    'GET /site': peopleSite(off),
    'GET /me': me,
    'GET /casts/guests/guest01': json(200, { data: guestProfile() }),
    'GET /casts/guests/guest01/reviews': json(200, page(reviews, { lastPage: 3, total: 5 })),
    'PUT /casts/me/guests/guest01/favorite': { status: 204 },
    'GET /casts/me/services': json(
      200,
      page([ownService({}), ownService({ id: 's2', title: '下書きのサービス', status: 'draft' })]),
    ),
    'POST /casts/guests/guest01/scout': scoutAnswer,
  });
}

async function openProfile(api: ReturnType<typeof server>, path = '/cast/guests/guest01') {
  renderApp(path, api.fetch);
  return within(await screen.findByRole('article'));
}

describe("a guest's profile", () => {
  it('shows the blocks of the layout, the public values of the belongings and the reviews a page at a time', async () => {
    const api = server({ me: nobody });
    const profile = await openProfile(api, '/cast/guests/guest01?page=2');
    expect(profile.getByRole('heading', { level: 1, name: '佐藤' })).toBeTruthy();
    expect(profile.getByText('★5.00（1件）')).toBeTruthy();
    const about = within(profile.getByRole('region', { name: '自己紹介' }));
    expect(about.getByText('高校受験に向けて数学を頑張りたいです。')).toBeTruthy();
    // The belongings under the site's name for them, with the option's label.
    const belongings = within(profile.getByRole('region', { name: 'お子さま' }));
    expect(belongings.getByText('学年')).toBeTruthy();
    expect(belongings.getByText('中学3年')).toBeTruthy();

    const reviewsRegion = within(profile.getByRole('region', { name: '先生からのレビュー' }));
    expect(await reviewsRegion.findByText('レビュー1')).toBeTruthy();
    const query = api.calls.find((call) => call.path === '/casts/guests/guest01/reviews')?.query;
    expect(query?.get('page')).toBe('2');
    expect(query?.get('perPage')).toBe('2');
    expect(reviewsRegion.getByRole('link', { name: '次へ' }).getAttribute('href')).toBe(
      '/cast/guests/guest01?page=3',
    );
    // A visitor reads the profile but has nothing to do with the guest.
    expect(profile.queryByRole('button', { name: 'スカウトする' })).toBeNull();
    expect(profile.queryByRole('button', { name: '佐藤さんをお気に入りにする' })).toBeNull();
  });

  it('lets a cast favorite the guest and open the conversation', async () => {
    const api = server();
    const profile = await openProfile(api);
    expect(profile.getByRole('link', { name: 'メッセージを送る' }).getAttribute('href')).toBe(
      '/messages/guest01',
    );
    fireEvent.click(profile.getByRole('button', { name: '佐藤さんをお気に入りにする' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.method === 'PUT' && c.path === '/casts/me/guests/guest01/favorite'),
      ).toBe(true),
    );
  });

  it('scouts with a published service and a message in a dialog, and says it was sent', async () => {
    const api = server();
    const profile = await openProfile(api);
    fireEvent.click(profile.getByRole('button', { name: 'スカウトする' }));
    const dialog = within(await screen.findByRole('dialog', { name: '佐藤さんをスカウト' }));
    const service = (await dialog.findByLabelText('スカウトするサービス')) as HTMLSelectElement;
    // Only published services can be offered.
    expect(Array.from(service.options).map((option) => option.text)).toEqual([
      '選択してください',
      '数学の個別指導',
    ]);
    fireEvent.change(service, { target: { value: 's1' } });
    fireEvent.change(dialog.getByLabelText('メッセージ'), {
      target: { value: '受験対策をご一緒しませんか。' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'スカウトを送る' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      serviceId: 's1',
      message: '受験対策をご一緒しませんか。',
    });
    expect(screen.getByRole('status').textContent).toContain('佐藤さんにスカウトを送りました');
  });

  it('shows the refused fields next to their inputs', async () => {
    const profile = await openProfile(
      server({
        scoutAnswer: json(422, {
          message: '入力内容を確認してください。',
          errors: {
            serviceId: ['ご自分の公開中のサービスを選んでください。'],
            message: ['メッセージは必須です。'],
          },
        }),
      }),
    );
    fireEvent.click(profile.getByRole('button', { name: 'スカウトする' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByLabelText('スカウトするサービス');
    fireEvent.click(dialog.getByRole('button', { name: 'スカウトを送る' }));
    const message = await dialog.findByText('メッセージは必須です。');
    expect(dialog.getByLabelText('メッセージ').getAttribute('aria-describedby')).toBe(
      message.parentElement?.id,
    );
    expect(dialog.getByText('ご自分の公開中のサービスを選んでください。')).toBeTruthy();
  });

  it.each([
    [409, 'この生徒には30日以内に同じサービスでスカウトしています。'],
    [429, '本日のスカウトの上限（20件）に達しました。'],
  ])('says in the dialog why a scout was refused with %i', async (status, reason) => {
    const profile = await openProfile(server({ scoutAnswer: json(status, { message: reason }) }));
    fireEvent.click(profile.getByRole('button', { name: 'スカウトする' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(await dialog.findByLabelText('スカウトするサービス'), { target: { value: 's1' } });
    fireEvent.change(dialog.getByLabelText('メッセージ'), { target: { value: 'こんにちは' } });
    fireEvent.click(dialog.getByRole('button', { name: 'スカウトを送る' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(reason);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hides the heart, the scout and the message while those features are off', async () => {
    const profile = await openProfile(
      server({ off: ['favorite', 'scout', 'message', 'review_both_parties'] }),
    );
    expect(profile.getByRole('region', { name: '自己紹介' })).toBeTruthy();
    expect(profile.queryByRole('button', { name: '佐藤さんをお気に入りにする' })).toBeNull();
    expect(profile.queryByRole('button', { name: 'スカウトする' })).toBeNull();
    expect(profile.queryByRole('link', { name: 'メッセージを送る' })).toBeNull();
    expect(profile.queryByRole('region', { name: '先生からのレビュー' })).toBeNull();
  });

  it('gives another guest nothing to do', async () => {
    const profile = await openProfile(server({ me: json(200, { data: guestMe({ id: 'guest02' }) }) }));
    expect(profile.queryByRole('button', { name: 'スカウトする' })).toBeNull();
    expect(profile.queryByRole('link', { name: 'メッセージを送る' })).toBeNull();
  });
});
