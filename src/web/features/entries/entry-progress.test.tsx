import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { EntryStatus } from '../../../core/enums.ts';
import { entryDetail, entrySchema } from '../../testing/entry-fixtures.ts';
import { createFakeApi, json } from '../../testing/fake-api.ts';
import { guestMe, siteInfo } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** The guest's entry page (the site calls casts 先生 and guests 生徒); the guest pays in c2g and supplies in g2c. */
async function progressOf(entry: EntryDetail) {
  renderApp(
    '/guest/entries/e1',
    createFakeApi({
      'GET /site': json(200, { data: siteInfo() }),
      'GET /me': json(200, { data: guestMe() }),
      'GET /schemas/entries/create': entrySchema,
      'GET /customers/me/credit-card': json(200, { data: null }),
      'GET /guests/me/entries/e1': json(200, { data: entry }),
    }).fetch,
  );
  // The whole entry page is drawn, its chunks loaded cold: more than the default second on a busy machine.
  const list = await screen.findByRole('list', { name: '進み具合' }, { timeout: 5000 });
  const steps = within(list).getAllByRole('listitem');
  return {
    labels: steps.map((step) => step.textContent),
    current: steps.filter((step) => step.getAttribute('aria-current') === 'step').map((s) => s.textContent),
    next: list.nextElementSibling?.textContent,
  };
}

const viewerParty = (flowType: 'c2g' | 'g2c') => (flowType === 'c2g' ? 'payer' : 'supplier');

/**
 * Every state of the lifecycle table that waits for somebody, as the guest sees it in each flow type:
 * the step marked current, and whose move it is in words (c2g: the guest pays; g2c: the guest supplies).
 */
const WAITING: Array<{
  state: Partial<EntryDetail>;
  current: string;
  c2g: string;
  g2c: string;
}> = [
  {
    state: { status: 'entered' },
    current: '見積もり（現在）',
    c2g: '先生の見積もりを待っています。',
    g2c: '新しい申し込みです。あなたの見積もりを待っています。',
  },
  {
    state: { status: 'estimated' },
    current: '見積もりの承認（現在）',
    c2g: '見積もりが届きました。あなたの承認を待っています。',
    g2c: '先生の見積もりの承認を待っています。',
  },
  {
    state: { status: 'estimated', initialEstimateApproved: true },
    current: '最終見積もり（現在）',
    c2g: '先生の最終見積もりを待っています。',
    g2c: '見積もりが承認されました。あなたの最終見積もりを待っています。',
  },
  {
    state: { status: 'last_estimated', initialEstimateApproved: true },
    current: '発注（現在）',
    c2g: '最終見積もりが届きました。あなたの発注を待っています。',
    g2c: '先生の発注を待っています。',
  },
  {
    state: { status: 'ordered', initialEstimateApproved: true },
    current: '発注の承認（現在）',
    c2g: '先生の発注の承認を待っています。',
    g2c: '発注が届きました。あなたの承認を待っています。',
  },
  {
    state: { status: 'matched', initialEstimateApproved: true, amount: 11000 },
    current: '実施（現在）',
    c2g: '先生の作業と完了の報告を待っています。',
    g2c: 'マッチングが成立しました。作業が終わったら完了を報告してください。',
  },
  {
    state: { status: 'matched', bySubscription: true, amount: 11000 },
    current: '実施（現在）',
    c2g: '定期契約で毎月のお支払いが続いています。',
    g2c: '定期契約で毎月のお支払いが続いています。',
  },
  {
    state: { status: 'completion_reported', initialEstimateApproved: true, amount: 11000 },
    current: 'お支払い（現在）',
    c2g: '完了の報告が届きました。あなたのお支払いを待っています。',
    g2c: '先生のお支払いを待っています。',
  },
  {
    state: { status: 'paid', initialEstimateApproved: true, amount: 11000 },
    current: 'レビュー（現在）',
    c2g: 'お支払いが済み、取引が完了しました。',
    g2c: 'お支払いが済み、取引が完了しました。',
  },
];

const ESTIMATE_PATH = [
  '申し込み',
  '見積もり',
  '見積もりの承認',
  '最終見積もり',
  '発注',
  '発注の承認',
  '実施',
  'お支払い',
  'レビュー',
];
const strip = (label: string | null | undefined) => label?.replace(/^[\d✓×]+/, '').replace(/（.*）$/, '');

describe('the entry stepper', () => {
  for (const flowType of ['c2g', 'g2c'] as const) {
    it.each(WAITING)(`${flowType}: $state.status $state.initialEstimateApproved → $current`, async (row) => {
      const progress = await progressOf(
        entryDetail({ ...row.state, flowType, viewerParty: viewerParty(flowType) }),
      );
      expect(progress.labels.map(strip)).toEqual(ESTIMATE_PATH);
      expect(progress.current.map((label) => label?.replace(/^\d+/, ''))).toEqual([row.current]);
      // Every step before the current one is done.
      const at = progress.labels.findIndex((label) => label === progress.current[0]);
      expect(progress.labels.slice(0, at).every((label) => label?.endsWith('（完了）'))).toBe(true);
      expect(progress.next).toBe(row[flowType]);
    });
  }

  it('shows a reviewed entry with every step done and nothing current', async () => {
    const progress = await progressOf(
      entryDetail({ status: 'reviewed', amount: 11000, viewerParty: 'payer' }),
    );
    expect(progress.labels.every((label) => label?.endsWith('（完了）'))).toBe(true);
    expect(progress.current).toEqual([]);
    expect(progress.next).toBe('取引が完了し、レビューが公開されました。');
  });

  it('leaves out the estimates of an entry taken on at its menu price', async () => {
    const progress = await progressOf(
      entryDetail({
        status: 'matched',
        amount: 6600,
        viewerParty: 'payer',
        timeline: [
          { action: 'create', from: null, to: 'entered', by: 'guest', at: '2025-05-20T09:30:00+09:00' },
          {
            action: 'acceptDirectly',
            from: 'entered',
            to: 'matched',
            by: 'cast',
            at: '2025-05-20T10:00:00+09:00',
          },
        ],
      }),
    );
    expect(progress.labels.map(strip)).toEqual(['申し込み', '引き受け', '実施', 'お支払い', 'レビュー']);
    expect(progress.current).toEqual(['3実施（現在）']);
  });

  /** Each ended status, stopped from the state it was in: the steps up to there, the last one marked with the status. */
  const ENDED: Array<[EntryStatus, EntryStatus, boolean, string, string]> = [
    ['passed_up', 'entered', false, '見積もり', '見送り'],
    ['estimate_expired', 'estimated', false, '見積もりの承認', '見積もりの期限切れ'],
    ['declined', 'last_estimated', true, '発注', '辞退'],
    ['estimate_approval_expired', 'last_estimated', true, '発注', '承認の期限切れ'],
    ['guest_canceled', 'ordered', true, '発注の承認', '生徒によるキャンセル'],
    ['cast_canceled', 'matched', true, '実施', '先生によるキャンセル'],
    ['operator_canceled', 'completion_reported', true, 'お支払い', '運営によるキャンセル'],
  ];
  it.each(ENDED)('%s (from %s) stops the stepper where it was', async (status, from, approved, at, label) => {
    const progress = await progressOf(
      entryDetail({
        status,
        initialEstimateApproved: approved,
        viewerParty: 'payer',
        timeline: [
          { action: 'create', from: null, to: 'entered', by: 'guest', at: '2025-05-20T09:30:00+09:00' },
          { action: 'cancel', from, to: status, by: 'system', at: '2025-05-21T09:30:00+09:00' },
        ],
      }),
    );
    const index = ESTIMATE_PATH.indexOf(at);
    expect(progress.labels.map(strip)).toEqual([...ESTIMATE_PATH.slice(0, index), label]);
    expect(progress.current).toEqual([`×${label}（ここで終了）`]);
    expect(progress.next).toBe(`この申し込みは「${label}」で終了しました。`);
  });
});
