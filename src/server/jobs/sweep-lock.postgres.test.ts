import { afterAll, beforeAll, expect, it } from 'vitest';
import { castEntry, enter, estimateBody, startEntriesWorld } from '../../../test/helpers/entries.ts';
import { type Agent, createSecondProcess, type TestApp } from '../../../test/helpers/test-app.ts';

const DAY = 86_400_000;
let a: TestApp;
let b: TestApp;
let cast: Agent;
let guest: Agent;
let serviceId: string;

beforeAll(async () => {
  ({ t: a, cast, guest, serviceId } = await startEntriesWorld());
  b = await createSecondProcess(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** Every mail either process sent that mentions `text`, once both outboxes are idle. */
async function mailsAbout(text: string) {
  await Promise.all([a.app.mailOutbox.idle(), b.app.mailOutbox.idle()]);
  return [...a.smtp.mails, ...b.smtp.mails].filter((mail) => mail.text.includes(text));
}

it('moves a due entry once and mails its parties once when both processes sweep at the same moment', async () => {
  const ids = [];
  for (let i = 0; i < 5; i++) {
    const id = await enter(guest, serviceId);
    const expiresAt = new Date(a.clock.now().getTime() + DAY).toISOString();
    const estimated = await cast.post(
      castEntry(id, '/estimates/initial'),
      estimateBody(3000, 1, { expiresAt }),
    );
    expect(estimated.statusCode, estimated.body).toBe(201);
    ids.push(id);
  }
  const mailsBefore = await Promise.all(ids.map(async (id) => (await mailsAbout(id)).length));
  a.clock.advance(DAY + 1000);

  const [first, second] = await Promise.all([a.app.scheduler.tick(), b.app.scheduler.tick()]);
  // Afterwards each process, sweeping alone, finds nothing left to move.
  const again = [await a.app.scheduler.tick(), await b.app.scheduler.tick()];

  expect((first['entries.expire'] ?? 0) + (second['entries.expire'] ?? 0)).toBe(ids.length);
  expect(again.map((changed) => changed['entries.expire'])).toEqual([0, 0]);
  const transitions = await a.database.db
    .selectFrom('entry_transitions')
    .select(['entry_id', 'to_status'])
    .where('entry_id', 'in', ids)
    .where('actor_type', '=', 'system')
    .execute();
  // Public ids mix cases: both sides sorted by code unit, not by locale.
  const byEntry = (x: { entry_id: string }, y: { entry_id: string }) => (x.entry_id < y.entry_id ? -1 : 1);
  expect(transitions.toSorted(byEntry)).toEqual(
    ids.map((entry_id) => ({ entry_id, to_status: 'estimate_expired' })).toSorted(byEntry),
  );
  // One mail to each party about the expiry: two per entry, whichever process sent them.
  const mailsAfter = await Promise.all(ids.map(async (id) => (await mailsAbout(id)).length));
  expect(mailsAfter).toEqual(mailsBefore.map((count) => count + 2));
});

it('sends a due mail of the outbox once when both processes sweep it', async () => {
  const marker = `outbox-${Date.now()}`;
  const now = a.clock.now();
  await a.database.db
    .insertInto('mail_outbox')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        id: `${marker.replace('-', '')}${i}`,
        recipient: `someone${i}@example.com`,
        from_name: 'Tsunagu',
        subject: 'due',
        text: `${marker} #${i}.`,
        next_attempt_at: now,
        created_at: now,
      })),
    )
    .execute();
  await Promise.all([a.app.scheduler.tick(), b.app.scheduler.tick(), a.app.mailOutbox.dispatch()]);
  const sent = (await mailsAbout(marker)).map((mail) => mail.text.trim()).toSorted();
  expect(sent).toEqual(Array.from({ length: 30 }, (_, i) => `${marker} #${i}.`).toSorted());
});
