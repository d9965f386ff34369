import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MatchingPlan } from '../../../core/contract/billing.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { castMe, earningsOf, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const PLAN_SITE = siteInfo();
PLAN_SITE.payment = {
  ...PLAN_SITE.payment,
  castMatchingFeeType: 'subscription',
  castMatchingPlanMonthly: 2200,
};

const none: MatchingPlan = { offered: true, monthlyFee: 2200, plan: null, active: false };
const subscribed: MatchingPlan = {
  ...none,
  active: true,
  plan: {
    status: 'active',
    amount: 2200,
    tax: 0,
    startedAt: '2026-11-22T10:00:00+09:00',
    periodsPaid: 1,
    periodEnd: '2026-12-22T10:00:00+09:00',
    nextChargeAt: '2026-12-22T10:00:00+09:00',
    retrying: false,
    endsAt: null,
    endedAt: null,
    endReason: null,
    history: [
      { period: 1, amount: 2200, status: 'succeeded', declineCode: null, at: '2026-11-22T10:00:00+09:00' },
    ],
  },
};
const canceled: MatchingPlan = {
  ...subscribed,
  plan: {
    ...(subscribed.plan as NonNullable<MatchingPlan['plan']>),
    nextChargeAt: null,
    endsAt: '2026-12-22T10:00:00+09:00',
  },
};

function castServer(site = PLAN_SITE) {
  let current = none;
  return createFakeApi({
    'GET /site': json(200, { data: site }),
    'GET /me': json(200, { data: castMe() }),
    'GET /casts/me/entries': json(200, {
      data: [],
      meta: { currentPage: 1, lastPage: 1, perPage: 1, total: 0 },
    }),
    'GET /casts/me/earnings': earningsOf(true),
    'GET /casts/me/matching-plan': () => json(200, { data: current }),
    'POST /casts/me/matching-plan': () => {
      current = subscribed;
      return json(200, { data: current });
    },
    'POST /casts/me/matching-plan/cancel': () => {
      current = canceled;
      return json(200, { data: current });
    },
  });
}

const panel = () => within(screen.getByRole('region', { name: 'マッチングプラン' }));

describe('the matching plan on the cast my page', () => {
  it('subscribes, then cancels after a confirm step, then takes the cancel back', async () => {
    const api = castServer();
    renderApp('/cast/my-page', api.fetch);
    await screen.findByRole('region', { name: 'マッチングプラン' }, { timeout: 5000 });
    expect(
      panel().getByText('生徒とマッチングするには、マッチングプラン（月額￥2,200）への加入が必要です。'),
    ).toBeTruthy();
    expect(panel().getByText(/現在、プランに加入していません/)).toBeTruthy();

    fireEvent.click(panel().getByRole('button', { name: 'プランに加入する（￥2,200）' }));
    await waitFor(() => expect(panel().getByText('継続中')).toBeTruthy());
    expect(panel().getByText('2026/12/22 10:00')).toBeTruthy();

    fireEvent.click(panel().getByRole('button', { name: 'プランを解約する' }));
    expect(panel().getByText(/2026\/12\/22 10:00でプランが終了し/)).toBeTruthy();
    fireEvent.click(panel().getByRole('button', { name: '解約する' }));
    await waitFor(() => expect(panel().getByText('解約済み（期間の終わりに終了）')).toBeTruthy());
    expect(panel().getByRole('button', { name: '解約を取り消す' })).toBeTruthy();

    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/casts/me/matching-plan',
      '/casts/me/matching-plan/cancel',
    ]);
  });

  it('is not shown, and not asked for, on a site that does not charge by plan', async () => {
    const api = castServer(siteInfo());
    renderApp('/cast/my-page', api.fetch);
    await screen.findByRole('navigation', { name: 'メニュー' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'マッチングプラン' })).toBeNull();
    expect(api.calls.some((call) => call.path === '/casts/me/matching-plan')).toBe(false);
  });
});
