import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

function decodeWords(header: string): string {
  return header.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Reads a single-part text message as nodemailer writes it (headers, then a QP or base64 body). */
export function parseMail(raw: string): Omit<CapturedMail, 'to'> {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trim() };
}

/** smtp-server's `onData`: reads the message, hands it to `received` as a CapturedMail, then accepts it. */
export function receiveMail(
  received: (mail: CapturedMail) => void,
): NonNullable<SMTPServerOptions['onData']> {
  return (stream, session, callback) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      received({ to, ...parseMail(Buffer.concat(chunks).toString('utf8')) });
      callback();
    });
  };
}

/** A real SMTP listener on loopback that keeps what it receives, for tests to read codes from. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  let refusing = false;
  /** What the sender still has under way; a mail is read only after it (the app sends in the background). */
  let settle: () => Promise<void> = async () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!refusing) return callback();
      callback(Object.assign(new Error('mailbox busy, try again later'), { responseCode: 451 }));
    },
    onData: receiveMail((mail) => {
      mails.push(mail);
      for (const wake of waiters.splice(0)) wake();
    }),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  /** The newest mail to an address (optionally matching), waiting for it to arrive. */
  async function mailTo(
    address: string,
    matching: (mail: CapturedMail) => boolean = () => true,
  ): Promise<CapturedMail> {
    await settle();
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = mails.filter((m) => m.to.includes(address) && matching(m)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo,
    /** The six-digit code in the newest mail to an address. */
    async codeSentTo(address: string): Promise<string> {
      const mail = await mailTo(address, (m) => /\d{6}/.test(m.text));
      return /(\d{6})/.exec(mail.text)?.[1] ?? '';
    },
    /** Tells the capture how to wait for the sender's mails under way before reading. */
    settleWith(wait: () => Promise<void>) {
      settle = wait;
    },
    /** Makes the server refuse every mail (451, as a server that is down for a while) or accept again. */
    refuse(on: boolean) {
      refusing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
