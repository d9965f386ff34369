import type { Locale, MessageParams } from '../../core/i18n.ts';
import { type SiteTextParts, siteInLocale } from '../../core/texts-in-locale.ts';
import { type ServerMessageKey, serverTranslator } from '../i18n/index.ts';
import type { Mailer } from './mailer.ts';

export type MailTemplate =
  | 'signupCode'
  | 'alreadyRegistered'
  | 'passwordResetCode'
  | 'passwordChanged'
  | 'contactReceived'
  | 'newMessage'
  | 'scoutReceived'
  | 'entryUpdated'
  | 'entryMatched'
  | 'entryCompletionReported'
  | 'entryAutoChargeFailed'
  | 'entryAppointmentReminder'
  | 'entryAppointmentProposed'
  | 'entryAppointmentAnswered'
  | 'serviceUnpublishedByOperator'
  | 'entryCanceledByOperator'
  | 'entryRefundedByOperator'
  | 'identificationReturned'
  | 'identificationSubmitted'
  | 'payoutBatchBuilt'
  | 'payoutScheduled'
  | 'payoutPaid'
  | 'listingPaymentFailed'
  | 'matchingPlanPaymentFailed'
  | 'subscriptionPaymentFailed'
  | 'subscriptionCanceled';

/**
 * Sends one of the catalogue's mail templates in `locale` (an account's own language, or the request's
 * for an address with no account: docs/i18n.md), signed with the site name in that language; templates
 * may name the roles as {cast} and {guest}. `mailer` is the outbox (or its view in a transaction): the
 * mail is written there and leaves in the background, so a mail server that is down never fails a request.
 */
export async function sendTemplateMail(
  mailer: Mailer,
  mail: { to: string; locale: Locale; site: SiteTextParts; template: MailTemplate; params?: MessageParams },
): Promise<void> {
  const t = serverTranslator(mail.locale);
  const site = siteInLocale(mail.site, mail.locale);
  const params = { site: site.name, cast: site.castName, guest: site.guestName, ...mail.params };
  await mailer.send({
    to: mail.to,
    fromName: site.name,
    subject: t(`mail.${mail.template}.subject` as ServerMessageKey, params),
    text: t(`mail.${mail.template}.body` as ServerMessageKey, params),
  });
}
