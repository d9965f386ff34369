/**
 * The transport of outgoing e-mail: SMTP in production (SMTP_URL); an outbox a developer can read
 * otherwise. Callers do not use it directly: mails go through the outbox table (mail-outbox.ts).
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Throws MailDeliveryError when the message could not be handed over. */
  send(message: MailMessage & { fromName: string }): Promise<void>;
  /** Releases the transport's connections (the SMTP pool) at shutdown. */
  close?(): void | Promise<void>;
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('the mail server did not accept the message', { cause });
    this.name = 'MailDeliveryError';
  }
}
