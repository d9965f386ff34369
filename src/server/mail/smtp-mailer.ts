import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer } from './mailer.ts';

/** SMTP over one pool of kept-open connections, rather than a new connection (and handshake) per mail. */
export function createSmtpMailer(smtpUrl: string, fromAddress: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    async send({ to, subject, text, fromName }) {
      try {
        await transport.sendMail({ from: { name: fromName, address: fromAddress }, to, subject, text });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
    close: () => transport.close(),
  };
}
