import type { Locale, MessageParams } from '../../core/i18n.ts';
import { AppError } from '../app-error.ts';
import { type ServerMessageKey, serverTranslator } from '../i18n/index.ts';
import { MailDeliveryError, type Mailer } from './mailer.ts';

export type MailTemplate =
  | 'signupCode'
  | 'alreadyRegistered'
  | 'passwordResetCode'
  | 'passwordChanged'
  | 'contactReceived'
  | 'newMessage'
  | 'scoutReceived'
  | 'entryUpdated'
  | 'entryAutoChargeFailed'
  | 'serviceUnpublishedByOperator'
  | 'entryCanceledByOperator'
  | 'entryRefundedByOperator'
  | 'identificationReturned'
  | 'listingPaymentFailed'
  | 'matchingPlanPaymentFailed'
  | 'subscriptionPaymentFailed'
  | 'subscriptionCanceled';

/**
 * Sends one of the catalogue's mail templates in the recipient's language, signed with the site name.
 * A mail server that refuses is reported to the caller as 503, so the user can try again.
 */
export async function sendTemplateMail(
  mailer: Mailer,
  mail: { to: string; locale: Locale; siteName: string; template: MailTemplate; params?: MessageParams },
): Promise<void> {
  const t = serverTranslator(mail.locale);
  const params = { site: mail.siteName, ...mail.params };
  try {
    await mailer.send({
      to: mail.to,
      fromName: mail.siteName,
      subject: t(`mail.${mail.template}.subject` as ServerMessageKey, params),
      text: t(`mail.${mail.template}.body` as ServerMessageKey, params),
    });
  } catch (error) {
    if (error instanceof MailDeliveryError) throw new AppError('unavailable', 'mail.unavailable');
    throw error;
  }
}
