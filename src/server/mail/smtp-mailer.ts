import { MailDeliveryError, type Mailer } from './mailer.ts';
import { mimeMessage } from './mime-message.ts';
import { createSmtpPool } from './smtp-pool.ts';

/**
 * SMTP over a pool of kept-open connections (smtp-pool.ts), rather than a new connection (and
 * handshake) per mail. The message is written by mimeMessage and handed over as it is; the envelope
 * is given alongside, as nothing reads it from the headers.
 */
export function createSmtpMailer(smtpUrl: string, fromAddress: string): Mailer {
  const pool = createSmtpPool(smtpUrl);
  return {
    async send({ to, subject, text, fromName }) {
      try {
        const raw = mimeMessage({ from: { name: fromName, address: fromAddress }, to, subject, text });
        await pool.send({ from: fromAddress, to: [to] }, raw);
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
    close: () => pool.close(),
  };
}
