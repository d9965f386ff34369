import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  guestEntry,
  otherAccount,
  saveCard,
  startEntriesWorld,
} from '../../../../test/helpers/entries.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';
import { DEMO_SITE } from '../../db/seed.ts';
import { createSiteService } from '../site/service.ts';

const DAY = 86_400_000;
let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  ({ t, cast, guest, serviceId, menuId } = await startEntriesWorld());
});
afterAll(() => t?.close());

async function paidEntry() {
  const id = await enter(guest, serviceId, { serviceMenuId: menuId, reservationAt: null });
  expect((await cast.post(castEntry(id, '/approve'))).statusCode).toBe(200);
  expect((await cast.put(castEntry(id, '/report-completion'))).statusCode).toBe(200);
  expect((await guest.post(guestEntry(id, '/pay'))).statusCode).toBe(200);
  return id;
}

const entryOf = async (id: string) => (await guest.get(guestEntry(id))).json().data;

describe('the other timers', () => {
  it('passes up an entry the supplier has not answered within seven days, and tells both parties', async () => {
    const id = await enter(guest, serviceId);
    t.clock.advance(7 * DAY - 60_000);
    await t.app.scheduler.tick();
    expect((await entryOf(id)).status).toBe('entered');
    t.clock.advance(120_000);
    await t.app.scheduler.tick();
    expect(await entryOf(id)).toMatchObject({ status: 'passed_up', actions: [], actionRequired: false });
    const mail = await t.smtp.mailTo('guest@example.com', (m) => m.subject.includes('見送り'));
    expect(mail.text).toContain(`/guest/entries/${id}`);
  });

  it('closes the review window after 14 days: a lone review is published and the entry is reviewed', async () => {
    const reviewedByOne = await paidEntry();
    const reviewedByNone = await paidEntry();
    expect(
      (await guest.post(guestEntry(reviewedByOne, '/review'), { rating: 4, comment: '良かったです。' }))
        .statusCode,
    ).toBe(201);
    expect((await t.agent().get(`/api/services/${serviceId}/reviews`)).json().data).toEqual([]);

    t.clock.advance(14 * DAY + 1000);
    expect((await t.app.scheduler.tick())['entries.closeReviews']).toBe(2);
    expect((await entryOf(reviewedByOne)).status).toBe('reviewed');
    expect(await entryOf(reviewedByNone)).toMatchObject({ status: 'paid', canReview: false });
    expect((await t.agent().get(`/api/services/${serviceId}/reviews`)).json().data).toEqual([
      expect.objectContaining({ rating: 4, comment: '良かったです。' }),
    ]);
    const late = await cast.post(castEntry(reviewedByNone, '/review'), { rating: 5, comment: '遅すぎ' });
    expect(late.statusCode).toBe(409);
    expect((await t.app.scheduler.tick())['entries.closeReviews']).toBe(0);
  });
});

describe('the automatic charge', () => {
  it("charges the payer's saved card seven days after the completion report", async () => {
    const id = await enter(guest, serviceId, { serviceMenuId: menuId, reservationAt: null });
    await cast.post(castEntry(id, '/approve'));
    const reported = (await cast.put(castEntry(id, '/report-completion'))).json().data;
    expect(new Date(reported.deadlineAt).getTime() - t.clock.now().getTime()).toBe(7 * DAY);
    t.clock.advance(7 * DAY + 1000);
    await t.app.scheduler.tick();
    const paid = (await guest.get(guestEntry(id))).json().data;
    expect(paid.status).toBe('paid');
    expect(paid.timeline.at(-1)).toMatchObject({ action: 'autoCharge', by: 'system', to: 'paid' });
    const mail = await t.smtp.mailTo(
      'guest@example.com',
      (m) => m.text.includes(`/guest/entries/${id}`) && m.subject.includes('支払い済み'),
    );
    expect(mail.subject).toContain('支払い済み');
  });

  /** An entry whose payer's saved card is declined, a week after its completion report. */
  async function declinedCharge(payerName: string) {
    const payer = await otherAccount(t, 'guest', payerName);
    await saveCard(t, payer, '4000000000009995');
    const id = await enter(payer, serviceId, { serviceMenuId: menuId, reservationAt: null });
    await cast.post(castEntry(id, '/approve'));
    await cast.put(castEntry(id, '/report-completion'));
    t.clock.advance(7 * DAY + 1000);
    await t.app.scheduler.tick();
    return { payer, id };
  }

  it('tells both parties and the operator when the card is declined, and tries again a day later', async () => {
    const { payer, id } = await declinedCharge('autodeclined');
    expect((await payer.get(guestEntry(id))).json().data).toMatchObject({
      status: 'completion_reported',
      paymentDeclined: true,
    });
    const failed = (m: { subject: string }) => m.subject.includes('自動決済ができませんでした');
    for (const address of ['autodeclined@example.com', 'cast@example.com', DEMO_SITE.contactEmail]) {
      expect((await t.smtp.mailTo(address, failed)).text).toContain(id);
    }
    expect((await t.app.scheduler.tick())['entries.chargeOverdue']).toBe(0);
    await saveCard(t, payer);
    t.clock.advance(DAY);
    await t.app.scheduler.tick();
    expect((await payer.get(guestEntry(id))).json().data.status).toBe('paid');
  });

  it("writes the operator's copy in the language the console was signed in with", async () => {
    expect((await t.agent().loginOperator({ locale: 'en' })).statusCode).toBe(200);
    await cast.login('cast'); // the test before moved the clock past its session's lifetime
    const { id } = await declinedCharge('autodeclinedagain');
    const operatorCopy = await t.smtp.mailTo(DEMO_SITE.contactEmail, (m) => m.text.includes(id));
    expect(operatorCopy.subject).toContain('The automatic payment for');
    // The payer's copy stays in the payer's language.
    await t.smtp.mailTo(
      'autodeclinedagain@example.com',
      (m) => m.text.includes(id) && m.subject.includes('自動決済ができませんでした'),
    );
  });
});

describe('the review features', () => {
  // The timers above moved the clock past the sessions' lifetime.
  beforeAll(async () => {
    await cast.login('cast');
    await guest.login('guest');
  });

  async function withFeatures(values: string[], run: () => Promise<void>) {
    const site = createSiteService(t.database.db, t.clock);
    const others = DEMO_SITE.features.filter((f) => !f.value.startsWith('review'));
    await site.saveSettings({ ...DEMO_SITE, features: [...others, ...values.map((value) => ({ value }))] });
    try {
      await run();
    } finally {
      await site.saveSettings(DEMO_SITE);
    }
  }

  it('with review_guest_only, the guest alone reviews and that review publishes at once', async () => {
    await withFeatures(['review_guest_only'], async () => {
      const id = await paidEntry();
      expect((await cast.get(castEntry(id))).json().data.canReview).toBe(false);
      expect((await cast.post(castEntry(id, '/review'), { rating: 5, comment: 'x' })).statusCode).toBe(409);
      expect((await guest.post(guestEntry(id, '/review'), { rating: 3, comment: '普通' })).statusCode).toBe(
        201,
      );
      expect((await entryOf(id)).status).toBe('reviewed');
    });
  });

  it('with review_cast_only, the cast alone reviews the guest', async () => {
    await withFeatures(['review_cast_only'], async () => {
      const id = await paidEntry();
      expect((await entryOf(id)).canReview).toBe(false);
      expect(
        (await cast.post(castEntry(id, '/review'), { rating: 5, comment: '助かりました' })).statusCode,
      ).toBe(201);
      expect((await entryOf(id)).status).toBe('reviewed');
    });
  });

  it('without review features a paid entry waits for nothing', async () => {
    await withFeatures([], async () => {
      const id = await paidEntry();
      expect(await entryOf(id)).toMatchObject({ status: 'paid', canReview: false, deadlineAt: null });
      // Reviewing is a switched-off feature then (403), not a closed window.
      expect((await guest.post(guestEntry(id, '/review'), { rating: 5, comment: 'x' })).statusCode).toBe(403);
    });
  });
});
