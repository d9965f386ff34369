import type { Mailer, MailMessage } from './mailer.ts';

export interface OutboxMail extends MailMessage {
  fromName: string;
  sentAt: Date;
}

const KEEP = 200;

/**
 * Development mail: messages are kept in memory (newest first, the last 200) and printed, so that
 * `npm start` needs no mail server; /dev/mails shows them.
 */
export function createOutboxMailer(
  print: (line: string) => void = console.log,
): Mailer & { mails(): OutboxMail[] } {
  const mails: OutboxMail[] = [];
  return {
    async send(message) {
      mails.unshift({ ...message, sentAt: new Date() });
      mails.length = Math.min(mails.length, KEEP);
      print(`\n[mail] to ${message.to}: ${message.subject}\n${message.text}\n`);
    },
    mails: () => [...mails],
  };
}
export type OutboxMailer = ReturnType<typeof createOutboxMailer>;
