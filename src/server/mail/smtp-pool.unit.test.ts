import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CapturedMail, receiveMail } from '../../../test/helpers/smtp-capture.ts';
import { MailDeliveryError, type Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createSmtpPool } from './smtp-pool.ts';

const FROM = 'no-reply@tsunagu.test';
const REFUSED = 'nobody@example.com';

/** A real SMTP server on loopback that keeps what arrives and counts the connections it is given. */
async function startServer(options: SMTPServerOptions = {}) {
  const mails: CapturedMail[] = [];
  const seen = { opened: 0, closed: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      seen.opened += 1;
      callback();
    },
    onClose() {
      seen.closed += 1;
    },
    onRcptTo(address, _session, callback) {
      if (address.address !== REFUSED) return callback();
      callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
    },
    onData: receiveMail((mail) => mails.push(mail)),
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  servers.push(close);
  return { port, url: `smtp://127.0.0.1:${port}`, mails, seen, close };
}

const servers: Array<() => Promise<void>> = [];
/** Mailers and pools, closed after each test. */
const mailers: Array<Pick<Mailer, 'close'>> = [];

function mailerFor(url: string): Mailer {
  const mailer = createSmtpMailer(url, FROM);
  mailers.push(mailer);
  return mailer;
}

function mail(index: number) {
  return {
    to: `guest${index}@example.com`,
    subject: `ご予約の確認 ${index}`,
    text: `山田様\nご予約番号 ${index} を承りました。`,
    fromName: 'つなぐ',
  };
}

afterEach(async () => {
  await Promise.all(mailers.splice(0).map((mailer) => mailer.close?.()));
  await Promise.all(servers.splice(0).map((close) => close()));
});

describe('createSmtpMailer over the SMTP pool', () => {
  it('delivers many mails sent at once intact, over at most five connections', async () => {
    const server = await startServer();
    const mailer = mailerFor(server.url);

    await Promise.all(Array.from({ length: 30 }, (_, i) => mailer.send(mail(i))));

    expect(server.mails).toHaveLength(30);
    for (let i = 0; i < 30; i += 1) {
      const { to, subject, text } = mail(i);
      expect(server.mails.filter((m) => m.to.includes(to))).toEqual([
        { to: [to], subject, text: text.trim() },
      ]);
    }
    expect(server.seen.opened).toBeGreaterThan(0);
    expect(server.seen.opened).toBeLessThanOrEqual(5);
  });

  it('sends mails one after another over one kept connection', async () => {
    const server = await startServer();
    const mailer = mailerFor(server.url);

    for (let i = 0; i < 4; i += 1) await mailer.send(mail(i));

    expect(server.mails.map((m) => m.to)).toEqual([0, 1, 2, 3].map((i) => [mail(i).to]));
    expect(server.seen.opened).toBe(1);
  });

  it('opens no more connections than maxConnections in the URL', async () => {
    const server = await startServer();
    const mailer = mailerFor(`${server.url}?maxConnections=2`);

    await Promise.all(Array.from({ length: 10 }, (_, i) => mailer.send(mail(i))));

    expect(server.mails).toHaveLength(10);
    expect(server.seen.opened).toBeLessThanOrEqual(2);
  });

  it('replaces a connection once it has sent maxMessages from the URL', async () => {
    const server = await startServer();
    const mailer = mailerFor(`${server.url}?maxMessages=2`);

    for (let i = 0; i < 5; i += 1) await mailer.send(mail(i));

    expect(server.mails).toHaveLength(5);
    expect(server.seen.opened).toBe(3);
  });

  it('rejects a mail whose recipient the server refuses, and the next mail still goes', async () => {
    const server = await startServer();
    const mailer = mailerFor(server.url);
    await mailer.send(mail(1));

    const refused = mailer.send({ ...mail(2), to: REFUSED });

    await expect(refused).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(refused.catch((error: Error) => error.cause)).resolves.toMatchObject({ responseCode: 550 });
    await mailer.send(mail(3));
    expect(server.mails.map((m) => m.to)).toEqual([[mail(1).to], [mail(3).to]]);
  });

  it('rejects a message the server refuses for one of its recipients, though it took the other', async () => {
    const server = await startServer();
    const pool = createSmtpPool(server.url);
    mailers.push(pool);

    const sent = pool.send(
      { from: FROM, to: ['guest@example.com', REFUSED] },
      Buffer.from('Subject: x\r\n\r\nx\r\n'),
    );

    await expect(sent).rejects.toThrow(REFUSED);
  });

  it('after the server hangs up an idle connection, the next mail goes over a new one', async () => {
    const server = await startServer({ socketTimeout: 200 });
    const mailer = mailerFor(server.url);
    await mailer.send(mail(1));
    await vi.waitFor(() => expect(server.seen.closed).toBe(1), { timeout: 3000 });

    await mailer.send(mail(2));

    expect(server.mails.map((m) => m.to)).toEqual([[mail(1).to], [mail(2).to]]);
    expect(server.seen.opened).toBe(2);
  });

  it('sends a mail again over a new connection when a kept one is closed by the server (421) before it starts', async () => {
    let hungUp = false;
    const server = await startServer({
      onMailFrom(_address, session, callback) {
        if (session.transaction < 2 || hungUp) return callback();
        hungUp = true;
        callback(Object.assign(new Error('closing idle connection'), { responseCode: 421 }));
      },
    });
    const mailer = mailerFor(server.url);
    await mailer.send(mail(1));

    await mailer.send(mail(2));

    expect(hungUp).toBe(true);
    expect(server.mails.map((m) => m.to)).toEqual([[mail(1).to], [mail(2).to]]);
    expect(server.seen.opened).toBe(2);
  });

  it('rejects a mail the server turns away for a while (451) without sending it again', async () => {
    let refusals = 0;
    const server = await startServer({
      onMailFrom(_address, _session, callback) {
        refusals += 1;
        callback(Object.assign(new Error('mailbox busy'), { responseCode: 451 }));
      },
    });
    const mailer = mailerFor(server.url);

    await expect(mailer.send(mail(1))).rejects.toBeInstanceOf(MailDeliveryError);
    expect(refusals).toBe(1);
  });

  it.each(['PLAIN', 'LOGIN'])('logs in with AUTH %s as the user and password in the URL', async (method) => {
    const logins: string[] = [];
    const server = await startServer({
      authOptional: false,
      allowInsecureAuth: true,
      authMethods: [method],
      onAuth(auth, _session, callback) {
        logins.push(`${auth.method} ${auth.username} ${auth.password}`);
        if (auth.username === 'mailer@tsunagu.test' && auth.password === 'p@ss:wörd') {
          return callback(null, { user: auth.username });
        }
        callback(new Error('invalid credentials'));
      },
    });
    const mailer = mailerFor(`smtp://mailer%40tsunagu.test:p%40ss%3Aw%C3%B6rd@127.0.0.1:${server.port}`);
    const wrongPassword = mailerFor(`smtp://mailer%40tsunagu.test:wrong@127.0.0.1:${server.port}`);

    await mailer.send(mail(1));
    await expect(wrongPassword.send(mail(2))).rejects.toBeInstanceOf(MailDeliveryError);

    expect(logins).toEqual([
      `${method} mailer@tsunagu.test p@ss:wörd`,
      `${method} mailer@tsunagu.test wrong`,
    ]);
    expect(server.mails.map((m) => m.to)).toEqual([[mail(1).to]]);
  });

  it('rejects with MailDeliveryError when no server listens', async () => {
    const server = await startServer();
    await server.close();
    const mailer = mailerFor(server.url);

    await expect(mailer.send(mail(1))).rejects.toBeInstanceOf(MailDeliveryError);
    await expect(mailer.send(mail(2))).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('close() rejects the mails still waiting and every mail after, finishes the one under way and ends the connection', async () => {
    const server = await startServer();
    const mailer = mailerFor(`${server.url}?maxConnections=1`);
    await mailer.send(mail(0));

    const outcomes = Promise.allSettled([mailer.send(mail(1)), mailer.send(mail(2))]);
    await mailer.close?.();

    const [underWay, waiting] = await outcomes;
    expect(underWay).toEqual({ status: 'fulfilled', value: undefined });
    expect(waiting).toMatchObject({ status: 'rejected', reason: expect.any(MailDeliveryError) });
    await expect(mailer.send(mail(3))).rejects.toBeInstanceOf(MailDeliveryError);
    await vi.waitFor(() => expect(server.seen.closed).toBe(1), { timeout: 3000 });
    expect(server.seen.opened).toBe(1);
    expect(server.mails.map((m) => m.to)).toEqual([[mail(0).to], [mail(1).to]]);
  });
});
