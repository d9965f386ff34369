import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, fromAddress: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, fromName }) {
      try {
        await transport.sendMail({ from: { name: fromName, address: fromAddress }, to, subject, text });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
  };
}
