import type { Kysely, Selectable } from 'kysely';
import { wallTimeText } from '../../../core/appointments/zoned-time.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import type { AccountType, EntryStatus, PaymentFlowType } from '../../../core/enums.ts';
import type { Locale } from '../../../core/i18n.ts';
import { siteInLocale } from '../../../core/texts-in-locale.ts';
import type { AccountsTable, Database } from '../../db/schema.ts';
import { type ServerTranslator, serverTranslator } from '../../i18n/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { type MailTemplate, sendTemplateMail } from '../../mail/send-template-mail.ts';
import { operatorLocale } from '../admin/auth/operator-locale.ts';
import type { SiteService } from '../site/service.ts';

/** Statuses whose mail has figures of its own to name; every other status is told by `entryUpdated`. */
const TEMPLATE_OF_STATUS: Partial<Record<EntryStatus, MailTemplate>> = {
  matched: 'entryMatched',
  completion_reported: 'entryCompletionReported',
};

export const MATCHED_OR_LATER: EntryStatus[] = ['matched', 'completion_reported', 'paid', 'reviewed'];

export interface EntryChange {
  entryId: string;
  to: EntryStatus;
  /** The accounts to tell: the counterpart of whoever acted, or both parties for a timer. */
  recipientIds: string[];
  /** What the step already read of the entry and its parties; looked up in one statement otherwise. */
  known?: EntryMailFacts;
}

/**
 * What a mail about an entry needs: the service's title, the flow type, the entry's figures that its
 * mails name (amount, the deadline of its step, the appointment) and each party's mail settings.
 */
export interface EntryMailFacts {
  service: string;
  flowType: PaymentFlowType;
  figures: EntryFigures;
  parties: MailRecipient[];
}
export interface EntryFigures {
  amount: number | null;
  deadlineAt: Date | null;
  appointmentStartsAt: Date | null;
  appointmentEndsAt: Date | null;
}
export type MailRecipient = Pick<
  Selectable<AccountsTable>,
  'id' | 'email' | 'type' | 'status' | 'notification_timing' | 'locale'
>;

/** The entry's service title and flow type with the mail settings of the accounts named, in one statement. */
async function lookUp(db: Kysely<Database>, entryId: string, ids: string[]): Promise<EntryMailFacts> {
  const rows = await db
    .selectFrom('entries as e')
    .innerJoin('services as s', 's.id', 'e.service_id')
    .innerJoin('accounts as a', (join) => join.on('a.id', 'in', ids))
    .select([
      's.title',
      'e.flow_type',
      'e.amount',
      'e.deadline_at',
      'e.appointment_starts_at',
      'e.appointment_ends_at',
      'a.id',
      'a.email',
      'a.type',
      'a.status',
      'a.notification_timing',
      'a.locale',
    ])
    .where('e.id', '=', entryId)
    .execute();
  const [first] = rows;
  if (!first) throw new Error(`entry ${entryId} or its recipients not found`);
  return {
    service: first.title,
    flowType: first.flow_type,
    figures: {
      amount: first.amount,
      deadlineAt: first.deadline_at,
      appointmentStartsAt: first.appointment_starts_at,
      appointmentEndsAt: first.appointment_ends_at,
    },
    parties: rows,
  };
}

/**
 * Tells the parties of an entry what happened to it, by e-mail, as each recipient's notification setting
 * says (always; only once matched; never). The change is kept whatever happens to the mail. In the app
 * the entry lists badge what waits for the viewer.
 */
export function createEntryNotifier(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  site: SiteService;
  appOrigin: string;
  log: (error: unknown) => void;
}) {
  async function mail(
    entryId: string,
    recipientIds: string[],
    known: EntryMailFacts | undefined,
    template: MailTemplate,
    /**
     * The template's own parameters, in the recipient's language (`site` has its texts in it); they may
     * name the site's roles.
     */
    params: (
      site: SiteInfo,
      flowType: PaymentFlowType,
      t: ServerTranslator,
      figures: EntryFigures,
    ) => Record<string, string>,
    options: { matchedYet: boolean; operator: boolean },
  ) {
    try {
      const facts = known ?? (await lookUp(deps.db, entryId, recipientIds));
      const recipients = facts.parties.filter((party) => recipientIds.includes(party.id));
      const entry = { title: facts.service, flow_type: facts.flowType };
      const site = await deps.site.getSite();
      const send = (to: string, locale: Locale, url: string) =>
        sendTemplateMail(deps.mailer, {
          to,
          locale,
          site,
          template,
          params: {
            service: entry.title,
            entryId,
            url,
            ...params(siteInLocale(site, locale), entry.flow_type, serverTranslator(locale), facts.figures),
          },
        });
      for (const recipient of recipients) {
        if (recipient.status !== 'active' || recipient.notification_timing === 'never') continue;
        if (recipient.notification_timing === 'after_matching' && !options.matchedYet) continue;
        const url = `${deps.appOrigin}/${recipient.type}/entries/${entryId}`;
        await send(recipient.email, recipient.locale, url);
      }
      if (options.operator) {
        const locale = await operatorLocale(deps.db, site.contactEmail);
        await send(site.contactEmail, locale, deps.appOrigin);
      }
    } catch (error) {
      deps.log(error);
    }
  }

  return {
    /**
     * An entry moved: its counterpart (both parties for a timer) hears its new status; a match names the
     * amount and the appointment, a completion report the amount and the day of the automatic charge.
     */
    changed: (change: EntryChange) =>
      mail(
        change.entryId,
        change.recipientIds,
        change.known,
        TEMPLATE_OF_STATUS[change.to] ?? 'entryUpdated',
        // "Cancelled by …" names the party as the site calls it, whichever supplies in its flow type.
        (site, _flowType, t, figures) => ({
          status: t(`entries.status.${change.to}`, {
            cast: site.castName,
            guest: site.guestName,
          }),
          amount: figures.amount === null ? '' : figures.amount.toLocaleString('ja-JP'),
          chargeDate: figures.deadlineAt ? wallTimeText(figures.deadlineAt, site.service.timeZone) : '',
          appointment: figures.appointmentStartsAt
            ? t('entries.mailAppointment', {
                startsAt: wallTimeText(figures.appointmentStartsAt, site.service.timeZone),
                endsAt: figures.appointmentEndsAt
                  ? wallTimeText(figures.appointmentEndsAt, site.service.timeZone).slice(11)
                  : '',
                timeZone: site.service.timeZone,
              })
            : '',
          timeZone: site.service.timeZone,
        }),
        { matchedYet: MATCHED_OR_LATER.includes(change.to), operator: false },
      ),
    /**
     * The day before a matched appointment, both parties hear when it is and with whom (whatever their
     * notification setting allows after matching).
     */
    appointmentReminder: (
      entryId: string,
      appointment: {
        startsAt: Date;
        endsAt: Date;
        cast: string;
        guest: string;
        castId: string;
        guestId: string;
      },
    ) =>
      Promise.all(
        (['cast', 'guest'] as const).map((party) =>
          mail(
            entryId,
            [party === 'cast' ? appointment.castId : appointment.guestId],
            undefined,
            'entryAppointmentReminder',
            (site) => ({
              startsAt: wallTimeText(appointment.startsAt, site.service.timeZone),
              endsAt: wallTimeText(appointment.endsAt, site.service.timeZone).slice(11),
              timeZone: site.service.timeZone,
              counterpart: party === 'cast' ? appointment.guest : appointment.cast,
            }),
            { matchedYet: true, operator: false },
          ),
        ),
      ),
    /** One party proposed a new time for the appointment: the other hears both times and who asks. */
    appointmentProposed: (
      entryId: string,
      recipientId: string,
      change: { by: AccountType; current: Date; proposed: Date },
    ) =>
      mail(
        entryId,
        [recipientId],
        undefined,
        'entryAppointmentProposed',
        (site) => ({
          who: change.by === 'cast' ? site.castName : site.guestName,
          current: wallTimeText(change.current, site.service.timeZone),
          proposed: wallTimeText(change.proposed, site.service.timeZone),
          timeZone: site.service.timeZone,
        }),
        { matchedYet: true, operator: false },
      ),
    /** The answer to a proposed time (accepted, declined, withdrawn), and the time the appointment keeps. */
    appointmentAnswered: (
      entryId: string,
      recipientId: string,
      answer: { by: AccountType; answer: 'accepted' | 'declined' | 'withdrawn'; time: Date },
    ) =>
      mail(
        entryId,
        [recipientId],
        undefined,
        'entryAppointmentAnswered',
        (site, _flowType, t) => ({
          who: answer.by === 'cast' ? site.castName : site.guestName,
          answer: t(`entries.appointmentAnswer.${answer.answer}`),
          time: wallTimeText(answer.time, site.service.timeZone),
          timeZone: site.service.timeZone,
        }),
        { matchedYet: true, operator: false },
      ),
    /** The automatic charge failed: both parties and the operator hear it (product decisions section 2). */
    autoChargeFailed: (entryId: string, partyIds: string[]) =>
      mail(
        entryId,
        partyIds,
        undefined,
        'entryAutoChargeFailed',
        (site, flowType) => ({ payer: flowType === 'c2g' ? site.guestName : site.castName }),
        { matchedYet: true, operator: true },
      ),
  };
}
export type EntryNotifier = ReturnType<typeof createEntryNotifier>;
