/** Outgoing e-mail. SMTP in production (SMTP_URL); an outbox a developer can read otherwise. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Throws MailDeliveryError when the message could not be handed over. */
  send(message: MailMessage & { fromName: string }): Promise<void>;
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('the mail server did not accept the message', { cause });
    this.name = 'MailDeliveryError';
  }
}
