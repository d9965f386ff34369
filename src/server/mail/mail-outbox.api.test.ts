import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createMailOutbox, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './mail-outbox.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

let t: TestApp;
let operator: Agent;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: 'metrics-token' });
  operator = t.agent();
  expect((await operator.loginOperator()).statusCode).toBe(200);
});
afterAll(() => t?.close());

const rowTo = (email: string) =>
  t.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow();
const rowsTo = (email: string) =>
  t.database.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).execute();

const askForCode = (email: string) =>
  t.agent().post('/api/customers/emails/send-code', { type: 'guest', email });

/** Another process's outbox on the same database, sending through the same mail server. */
const anotherOutbox = () =>
  createMailOutbox({
    db: t.database.db,
    clock: t.clock,
    transport: createSmtpMailer(t.smtp.url, 'no-reply@tsunagu.test'),
    log: (error) => {
      throw error;
    },
  });

const mail = (to: string) => ({ to, fromName: 'Tsunagu', subject: 'Hello', text: 'A mail from the outbox' });

describe('a mail leaves through the outbox', () => {
  it('arrives without a scheduler tick (a sign-up code in a moment), and its row is marked sent', async () => {
    const email = 'outbox.code@example.com';
    expect((await askForCode(email)).statusCode).toBe(200);
    expect(await t.smtp.codeSentTo(email)).toMatch(/^\d{6}$/);
    const row = await rowTo(email);
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toEqual(t.clock.now());
  });

  it('waits while the mail server refuses: the request succeeds, attempts back off, and it is delivered once the server is back', async () => {
    const email = 'outbox.retry@example.com';
    t.smtp.refuse(true);
    try {
      expect((await askForCode(email)).statusCode).toBe(200);
      await t.app.mailOutbox.idle();
      const first = await rowTo(email);
      expect(first.status).toBe('pending');
      expect(first.last_error).toContain('try again later');
      expect(first.next_attempt_at.getTime() - t.clock.now().getTime()).toBe(RETRY_DELAYS_MS[0]);

      // Not due yet: a sweep leaves it alone.
      await t.app.scheduler.tick();
      expect((await rowTo(email)).attempts).toBe(1);

      t.clock.advance(60_000);
      await t.app.scheduler.tick();
      const second = await rowTo(email);
      expect(second.attempts).toBe(2);
      expect(second.status).toBe('pending');
      expect(second.next_attempt_at.getTime() - t.clock.now().getTime()).toBe(5 * 60_000);
    } finally {
      t.smtp.refuse(false);
    }
    t.clock.advance(5 * 60_000);
    await t.app.scheduler.tick();
    expect(await t.smtp.codeSentTo(email)).toMatch(/^\d{6}$/);
    const sent = await rowTo(email);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(3);
    expect(sent.last_error).toBeNull();
    expect(t.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('is given up after the last attempt, and the console and /metrics show it failed', async () => {
    const email = 'outbox.failed@example.com';
    t.smtp.refuse(true);
    try {
      expect((await askForCode(email)).statusCode).toBe(200);
      await t.app.mailOutbox.idle();
      for (const delay of RETRY_DELAYS_MS) {
        t.clock.advance(delay);
        await t.app.scheduler.tick();
      }
    } finally {
      t.smtp.refuse(false);
    }
    const failed = await rowTo(email);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(MAX_ATTEMPTS);
    t.clock.advance(24 * 3_600_000);
    await t.app.scheduler.tick();
    expect((await rowTo(email)).attempts).toBe(MAX_ATTEMPTS);
    expect(t.smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);

    const overview = await operator.get('/api/admin/mail-outbox');
    expect(overview.statusCode).toBe(200);
    const { data } = overview.json();
    expect(data.failed).toBeGreaterThanOrEqual(1);
    const shown = data.latest.find((m: { recipient: string }) => m.recipient === email);
    expect(shown).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null });
    expect(shown.lastError).toContain('try again later');
    expect(overview.body).not.toContain(failed.text);

    const metrics = await t.agent().get('/metrics', { authorization: 'Bearer metrics-token' });
    expect(metrics.body).toContain(`tsunagu_mail_outbox{status="failed"} ${data.failed}`);
    expect(metrics.body).toContain(`tsunagu_mail_outbox{status="pending"} ${data.pending}`);
  });

  it('shows the operator no six-digit code, not even in a subject', async () => {
    const email = 'outbox.masked@example.com';
    const outbox = anotherOutbox();
    await outbox.within(t.database.db).send({ ...mail(email), subject: 'Your code is 482913' });
    await outbox.dispatch();
    await outbox.close();
    const { data } = (await operator.get('/api/admin/mail-outbox')).json();
    expect(data.latest.find((m: { recipient: string }) => m.recipient === email).subject).toBe(
      'Your code is ••••••',
    );
  });

  it('is sent once when two processes sweep at the same moment', async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => `outbox.race${i}@example.com`);
    const [a, b] = [anotherOutbox(), anotherOutbox()];
    for (const to of recipients) await a.within(t.database.db).send(mail(to));
    const [sentByA, sentByB] = await Promise.all([a.dispatch(), b.dispatch()]);
    await Promise.all([a.close(), b.close()]);
    expect(sentByA + sentByB).toBe(recipients.length);
    for (const to of recipients) {
      await t.smtp.mailTo(to);
      expect((await rowTo(to)).attempts).toBe(1);
    }
    expect(t.smtp.mails.filter((m) => recipients.some((to) => m.to.includes(to)))).toHaveLength(
      recipients.length,
    );
  });

  it('marks mails handed over close together sent in one statement', async () => {
    const recipients = Array.from({ length: 10 }, (_, i) => `outbox.marked${i}@example.com`);
    // A transport that takes every mail at once: they are handed over within the marking delay.
    const outbox = createMailOutbox({
      db: t.database.db,
      clock: t.clock,
      transport: { send: async () => {} },
      log: (error) => {
        throw error;
      },
    });
    // The pool's connections are opened first: on PostgreSQL opening one (a password exchange) can take
    // 10–25 ms, and ten of them then spread the hand-overs past the marking delay.
    await Promise.all(recipients.map(() => sql`select 1`.execute(t.database.db)));
    const before = t.database.statementsSent();
    await Promise.all(recipients.map((to) => outbox.send(mail(to))));
    await outbox.close();
    // An insert per mail, and one mark for them all.
    expect(t.database.statementsSent() - before).toBe(recipients.length + 1);
    for (const to of recipients) expect((await rowTo(to)).status).toBe('sent');
  });

  it("is not sent when the caller's transaction rolls back", async () => {
    const outbox = anotherOutbox();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await outbox.within(trx).send(mail('outbox.rolledback@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.database.db
      .transaction()
      .execute((trx) => outbox.within(trx).send(mail('outbox.kept@example.com')));
    expect(await outbox.dispatch()).toBeGreaterThanOrEqual(1);
    await outbox.close();
    expect(await rowsTo('outbox.rolledback@example.com')).toEqual([]);
    expect((await t.smtp.mailTo('outbox.kept@example.com')).text).toBe('A mail from the outbox');
    expect(t.smtp.mails.filter((m) => m.to.includes('outbox.rolledback@example.com'))).toHaveLength(0);
  });
});
