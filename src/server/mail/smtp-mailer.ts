import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer } from './mailer.ts';
import { mimeMessage } from './mime-message.ts';

/**
 * SMTP over one pool of kept-open connections, rather than a new connection (and handshake) per mail.
 * The message is written by mimeMessage and handed over raw, which skips nodemailer's composer (a few
 * per cent of the server's CPU under load); the envelope then has to be given, as it is not read from headers.
 */
export function createSmtpMailer(smtpUrl: string, fromAddress: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true });
  return {
    async send({ to, subject, text, fromName }) {
      try {
        const raw = mimeMessage({ from: { name: fromName, address: fromAddress }, to, subject, text });
        await transport.sendMail({ envelope: { from: fromAddress, to: [to] }, raw });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
    close: () => transport.close(),
  };
}
