import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, guestMe } from '../../testing/fixtures.ts';
import { castProfile, peopleHandlers, peopleSite } from '../../testing/people-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const nobody = json(401, { message: 'Unauthenticated.' });

function server({ me = nobody, off = [] as string[] } = {}) {
  return createFakeApi({
    ...peopleHandlers,
    'GET /site': peopleSite(off),
    'GET /me': me,
    'GET /guests/casts/cast01': json(200, { data: castProfile() }),
  });
}

async function openProfile(api: ReturnType<typeof server>) {
  renderApp('/guest/casts/cast01', api.fetch);
  return within(await screen.findByRole('article'));
}

describe("a cast's profile", () => {
  it('shows what the answer holds, labelled by the profile form: fields, services, rating and reviews', async () => {
    const profile = await openProfile(server());
    expect(profile.getByRole('heading', { level: 1, name: '山田先生' })).toBeTruthy();
    expect(profile.getByText('★4.50（12件）')).toBeTruthy();
    expect(profile.getByText('過去12か月の成立後のキャンセル: 1件')).toBeTruthy();

    const about = within(profile.getByRole('region', { name: 'プロフィール' }));
    expect(about.getByText('数学を20年教えています。')).toBeTruthy();
    expect(about.getByText('数学、物理')).toBeTruthy();
    // A private field of the form is never labelled, whatever the answer holds.
    expect(about.queryByText('氏名')).toBeNull();

    const services = within(profile.getByRole('region', { name: '山田先生さんのサービス' }));
    expect(services.getByRole('link', { name: '数学の個別指導' }).getAttribute('href')).toBe(
      '/guest/services/s1',
    );
    // Every card is this cast's: none repeats the name.
    expect(services.queryByRole('link', { name: '山田先生' })).toBeNull();

    const reviews = within(profile.getByRole('region', { name: '生徒からのレビュー' }));
    expect(reviews.getByText('とても分かりやすい授業でした。')).toBeTruthy();
    expect(reviews.getByText('新しい1件を表示しています（全12件）。')).toBeTruthy();
  });

  it('sends a visitor who wants to consult to the guest login, coming back to the conversation', async () => {
    const profile = await openProfile(server());
    expect(profile.getByRole('link', { name: '相談する' }).getAttribute('href')).toBe(
      '/guest/login?from=%2Fmessages%2Fcast01',
    );
  });

  it('opens the conversation for a signed-in guest', async () => {
    const asGuest = await openProfile(server({ me: json(200, { data: guestMe() }) }));
    expect(asGuest.getByRole('link', { name: '相談する' }).getAttribute('href')).toBe('/messages/cast01');
  });

  it('offers a cast no consultation', async () => {
    const asCast = await openProfile(server({ me: json(200, { data: castMe({ id: 'cast02' }) }) }));
    expect(asCast.queryByRole('link', { name: '相談する' })).toBeNull();
  });

  it('hides the consultation while messages are off and the reviews while reviews are off', async () => {
    const profile = await openProfile(
      server({ me: json(200, { data: guestMe() }), off: ['message', 'review_both_parties'] }),
    );
    expect(profile.getByRole('region', { name: 'プロフィール' })).toBeTruthy();
    expect(profile.queryByRole('link', { name: '相談する' })).toBeNull();
    expect(profile.queryByRole('region', { name: '生徒からのレビュー' })).toBeNull();
    expect(profile.queryByText('★4.50（12件）')).toBeNull();
  });
});
