import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  castEntry,
  enter,
  entryBody,
  guestEntry,
  otherAccount,
  publishService,
  startAppointmentsWorld,
} from '../../../../test/helpers/entries.ts';
import type { Agent, TestApp } from '../../../../test/helpers/test-app.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

let t: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;
let menuId: string;

beforeAll(async () => {
  // The clock reads 2026-11-22 10:00 in Tokyo; the guest has a card.
  ({ t, cast, guest, serviceId, menuId } = await startAppointmentsWorld());
});
afterAll(() => t?.close());

const book = (startsAt: string, extra: Record<string, unknown> = {}) =>
  enter(guest, serviceId, {
    reservationAt: null,
    serviceMenuId: menuId,
    appointmentStartsAt: startsAt,
    ...extra,
  });

/** The lines of an iCalendar file, unfolded, as a calendar reads them. */
const calendarLines = (file: string) => file.replaceAll('\r\n ', '').split('\r\n');

describe('instant booking', () => {
  it('matches a priced menu and a free slot at once, and both parties download the same event', async () => {
    const edited = await cast.put(`/api/services/${serviceId}`, {
      title: '作り置き料理の代行',
      description: '1週間分のおかずを3時間で10品つくります。',
      chargeMethod: 'unit_price',
      values: { category: 'cooking', area: 'tokyo', weekdays: ['sat'] },
      booking: { leadMinutes: 60, bufferMinutes: 30, horizonDays: 30, instantBooking: true },
    });
    expect(edited.json().data.booking).toEqual({
      leadMinutes: 60,
      bufferMinutes: 30,
      horizonDays: 30,
      instantBooking: true,
    });
    expect((await t.agent().get(`/api/services/${serviceId}`)).json().data).toMatchObject({
      hourType: 'other',
      booking: { instantBooking: true },
    });
    try {
      const answer = await guest.post(
        `/api/services/${serviceId}/entries`,
        entryBody({
          reservationAt: null,
          serviceMenuId: menuId,
          appointmentStartsAt: '2026-11-24T13:00:00+09:00',
        }),
      );
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().data).toMatchObject({
        status: 'matched',
        appointment: { startsAt: '2026-11-24T04:00:00.000Z', endsAt: '2026-11-24T05:00:00.000Z' },
        amount: 5500,
      });
      const id = answer.json().data.id;
      const matchedMail = await t.smtp.mailTo(
        'guest@example.com',
        (m) => m.text.includes(id) && m.subject.includes('マッチングが成立'),
      );
      expect(matchedMail.text).toContain('金額: 5,500円（税込）');
      expect(matchedMail.text).toContain('予約日時: 2026-11-24 13:00〜14:00（Asia/Tokyo）');
      for (const [agent, path] of [
        [guest, guestEntry(id, '/appointment.ics')],
        [cast, castEntry(id, '/appointment.ics')],
      ] as const) {
        const file = await agent.get(path);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
        const lines = calendarLines(file.body);
        expect(lines).toContain('DTSTART:20261124T040000Z');
        expect(lines).toContain('DTEND:20261124T050000Z');
        expect(lines).toContain(`UID:entry-${id}@localhost`);
        expect(lines.find((line) => line.startsWith('SUMMARY:'))).toContain('作り置き料理の代行');
      }
      const stranger = await otherAccount(t, 'guest', 'ics-stranger');
      expect((await stranger.get(guestEntry(id, '/appointment.ics'))).statusCode).toBe(404);
      // The buffer keeps the half hour after it free as well.
      const next = (
        await t
          .agent()
          .get(`/api/services/${serviceId}/slots?from=2026-11-24&to=2026-11-24&serviceMenuId=${menuId}`)
      ).json().data;
      const starts = next.days[0].slots.map((slot: { startsAt: string }) => slot.startsAt);
      expect(starts).not.toContain('2026-11-24T05:00:00.000Z');
      expect(starts).toContain('2026-11-24T05:30:00.000Z');
    } finally {
      await t.database.db
        .updateTable('services')
        .set({ instant_booking: false, buffer_minutes: 0 })
        .where('id', '=', serviceId)
        .execute();
    }
  });

  it('leaves an entry without a slot for the cast to answer when the cast has no hours set', async () => {
    const other = await otherAccount(t, 'cast', 'no-hours-cast');
    const { serviceId: plain } = await publishService(other, '庭の手入れ');
    // Its page offers no calendar: an entry of it books no time.
    expect((await t.agent().get(`/api/services/${plain}`)).json().data.hourType).toBe('none');
    const id = await enter(guest, plain, { reservationAt: '2026-12-05T10:00:00+09:00' });
    const entry = (await guest.get(guestEntry(id))).json().data;
    expect(entry).toMatchObject({
      status: 'entered',
      appointment: null,
      reservationAt: '2026-12-05T01:00:00.000Z',
    });
    expect((await guest.get(guestEntry(id, '/appointment.ics'))).statusCode).toBe(404);
  });
});

describe('moving an appointment', () => {
  it('lets one party propose a free slot and the other accept it: the held time moves, both are told', async () => {
    const id = await book('2026-11-26T10:00:00+09:00');
    expect((await cast.post(castEntry(id, '/approve'))).json().data.status).toBe('matched');

    const proposed = await guest.post(guestEntry(id, '/appointment-change'), {
      startsAt: '2026-11-26T15:00:00+09:00',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().data.appointmentChange).toEqual({
      startsAt: '2026-11-26T06:00:00.000Z',
      endsAt: '2026-11-26T07:00:00.000Z',
      proposedBy: 'guest',
    });
    const asked = await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('変更が提案されました'));
    expect(asked.text).toContain('現在の日時: 2026-11-26 10:00（Asia/Tokyo）');
    expect(asked.text).toContain('提案された日時: 2026-11-26 15:00（Asia/Tokyo）');
    // The proposer cannot answer their own proposal.
    expect((await guest.put(guestEntry(id, '/appointment-change/accept'))).statusCode).toBe(409);

    const accepted = await cast.put(castEntry(id, '/appointment-change/accept'));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      appointment: { startsAt: '2026-11-26T06:00:00.000Z', endsAt: '2026-11-26T07:00:00.000Z' },
      appointmentChange: null,
    });
    const told = await t.smtp.mailTo('guest@example.com', (m) => m.subject.includes('予約日時の変更: 承諾'));
    expect(told.text).toContain('予約日時: 2026-11-26 15:00（Asia/Tokyo）');
    // The old time is free again and the new one held.
    const starts = (
      await t
        .agent()
        .get(`/api/services/${serviceId}/slots?from=2026-11-26&to=2026-11-26&serviceMenuId=${menuId}`)
    )
      .json()
      .data.days[0].slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect(starts).toContain('2026-11-26T01:00:00.000Z');
    expect(starts).not.toContain('2026-11-26T06:00:00.000Z');
  });

  it('keeps the time when the other declines, refuses a time outside the hours, and a taken one at acceptance', async () => {
    const id = await book('2026-11-27T10:00:00+09:00');
    await cast.post(castEntry(id, '/approve'));
    const outside = await cast.post(castEntry(id, '/appointment-change'), {
      startsAt: '2026-11-27T22:00:00+09:00',
    });
    expect(outside.statusCode).toBe(422);
    expect(
      (await cast.post(castEntry(id, '/appointment-change'), { startsAt: '2026-11-27T13:00:00+09:00' }))
        .statusCode,
    ).toBe(200);
    const declined = await guest.delete(guestEntry(id, '/appointment-change'));
    expect(declined.json().data).toMatchObject({
      appointment: { startsAt: '2026-11-27T01:00:00.000Z' },
      appointmentChange: null,
    });
    expect(
      (await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('予約日時の変更: 辞退'))).text,
    ).toContain('予約日時: 2026-11-27 10:00');

    // Proposed at 14:00, then another guest books 14:00 before the answer: accepting it is a 409.
    await cast.post(castEntry(id, '/appointment-change'), { startsAt: '2026-11-27T14:00:00+09:00' });
    const rival = await otherAccount(t, 'guest', 'rival-guest');
    const taken = await rival.post(
      `/api/services/${serviceId}/entries`,
      entryBody({
        reservationAt: null,
        serviceMenuId: menuId,
        appointmentStartsAt: '2026-11-27T14:00:00+09:00',
      }),
    );
    expect(taken.statusCode).toBe(201);
    const refused = await guest.put(guestEntry(id, '/appointment-change/accept'));
    expect(refused.statusCode).toBe(409);
    expect((await guest.get(guestEntry(id))).json().data.appointment.startsAt).toBe(
      '2026-11-27T01:00:00.000Z',
    );
  });
});

describe('the reminder', () => {
  it('tells both parties the day before, with the time and whom it is with, once', async () => {
    const id = await book('2026-11-24T16:00:00+09:00');
    expect((await cast.post(castEntry(id, '/approve'))).json().data.status).toBe('matched');
    const reminders = async () => {
      await t.app.mailOutbox.idle();
      return t.smtp.mails.filter((mail) => mail.subject.includes('2026-11-24 16:00'));
    };
    t.clock.advance(new Date('2026-11-23T06:59:00Z').getTime() - t.clock.now().getTime());
    await t.app.scheduler.tick();
    expect(await reminders()).toEqual([]);

    t.clock.advance(2 * MINUTE);
    await t.app.scheduler.tick();
    const mail = await t.smtp.mailTo('guest@example.com', (m) => m.subject.includes('2026-11-24 16:00'));
    expect(mail.subject).toContain('明日 2026-11-24 16:00 から「作り置き料理の代行」の予約があります');
    expect(mail.text).toContain('日時: 2026-11-24 16:00〜17:00（Asia/Tokyo）');
    expect(mail.text).toContain(`/guest/entries/${id}`);
    const castMail = await t.smtp.mailTo('cast@example.com', (m) => m.subject.includes('2026-11-24 16:00'));
    expect(castMail.text).toContain(`/cast/entries/${id}`);

    await t.app.scheduler.tick();
    expect(await reminders()).toHaveLength(2);
  });
});

describe('charge timing', () => {
  it('refuses a completion report before the start, and charges once, only after the end and the payer’s days', async () => {
    const id = await book('2026-11-25T10:00:00+09:00');
    expect((await cast.post(castEntry(id, '/approve'))).json().data.status).toBe('matched');

    const early = await cast.put(castEntry(id, '/report-completion'));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      '予約の開始（2026-11-25 10:00）より前には完了を報告できません。開始後にもう一度お試しください。',
    );

    // Ten minutes into the appointment the cast reports it done.
    t.clock.advance(new Date('2026-11-25T01:10:00Z').getTime() - t.clock.now().getTime());
    const reported = await cast.put(castEntry(id, '/report-completion'));
    expect(reported.statusCode, reported.body).toBe(200);
    // The payer's seven days run from the appointment's end (11:00), not from the report.
    const due = new Date('2026-11-25T02:00:00Z').getTime() + 7 * DAY;
    expect(reported.json().data.deadlineAt).toBe(new Date(due).toISOString());
    // The payer's mail names the amount and the exact time of the charge, in the site's zone.
    const told = await t.smtp.mailTo(
      'guest@example.com',
      (m) => m.text.includes(id) && m.subject.includes('完了が報告されました'),
    );
    expect(told.subject).toContain('（2026-12-02 11:00に自動決済）');
    expect(told.text).toContain('お支払い額: 5,500円（税込）');
    expect(told.text).toContain('自動決済日時: 2026-12-02 11:00（Asia/Tokyo）');

    const charges = () =>
      t.database.db.selectFrom('entry_payments').select(['status']).where('entry_id', '=', id).execute();
    t.clock.advance(due - t.clock.now().getTime() - MINUTE);
    await t.app.scheduler.tick();
    expect(await charges()).toEqual([]);
    expect((await guest.get(guestEntry(id))).json().data.status).toBe('completion_reported');

    t.clock.advance(2 * MINUTE);
    await t.app.scheduler.tick();
    await t.app.scheduler.tick();
    expect(await charges()).toEqual([{ status: 'succeeded' }]);
    expect((await guest.get(guestEntry(id))).json().data.status).toBe('paid');
  });
});
