import { lazy, Suspense, useId, useRef, useState } from 'react';
import { dayIn } from '../../../core/appointments/zoned-time.ts';
import type { Entry, EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType } from '../../../core/enums.ts';
import { HttpError, ValidationError } from '../../api/errors.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { formatClock, formatDay } from '../availability/zoned-format.ts';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { type AppointmentChangeStep, useAppointmentChange } from './use-entries.ts';

// The calendar is a chunk of its own, fetched only when the viewer opens it.
const ServiceCalendar = lazy(() => import('../availability/service-calendar.tsx'));

/** The entry keeps no booking rules of its service: how far ahead a new time may be chosen. */
const HORIZON_DAYS = 60;
/** The most hours the slots call takes: a larger quantity is a unit_price entry's units. */
const MOST_HOURS = 24;

type Span = { startsAt: string; endsAt: string };

/**
 * Moving a matched appointment: either party proposes one of the service's free slots (the entry's menu
 * and hours), the other accepts or declines, and the proposer may withdraw. What the server refuses (a
 * time no longer offered, one taken meanwhile) is said next to the buttons.
 */
export function AppointmentChange({ entry, role }: { entry: EntryDetail; role: AccountType }) {
  const t = useT();
  const { locale } = useLocale();
  const site = useSite();
  const { notify } = useNoticeStore();
  const change = useAppointmentChange(role, entry.id);
  const [picking, setPicking] = useState(false);
  const [proposing, setProposing] = useState<Span | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const pickerId = useId();
  const zone = site.service.timeZone;
  const counterpart = roleLabel(site, role === 'cast' ? 'guest' : 'cast');
  const spanText = ({ startsAt, endsAt }: Span) =>
    t('entries.appointmentChange.span', {
      date: formatDay(dayIn(new Date(startsAt), zone), locale),
      start: formatClock(startsAt, locale, zone),
      end: formatClock(endsAt, locale, zone),
    });
  const refused =
    change.error instanceof ValidationError
      ? (change.error.errors.startsAt?.join(' ') ?? change.error.message)
      : change.error instanceof HttpError && change.error.status === 409
        ? change.error.message
        : null;

  function run(step: AppointmentChangeStep, done: (entry: Entry) => string) {
    change.mutate(step, {
      onSuccess: (moved) => {
        notify({ type: 'success', message: done(moved) });
        setPicking(false);
        heading.current?.focus();
      },
      onSettled: () => setProposing(null),
    });
  }

  const pending = entry.appointmentChange;
  const mine = pending?.proposedBy === role;
  /** An answer to the pending time; its notice names the time the appointment has after it. */
  const answerButton = (
    proposed: Span,
    kind: 'accept' | 'decline',
    label: 'accept' | 'decline' | 'withdraw',
    done: 'accepted' | 'declined' | 'withdrawn',
    primary = false,
  ) => (
    <button
      type="button"
      className={`button ${primary ? 'button--primary' : 'button--secondary'}`}
      disabled={change.isPending}
      onClick={() =>
        run({ kind }, (moved) =>
          t(`entries.appointmentChange.${done}`, { time: spanText(moved.appointment ?? proposed) }),
        )
      }
    >
      {t(`entries.appointmentChange.${label}`)}
    </button>
  );
  return (
    <div className="entry-appointment-change">
      <h3 ref={heading} tabIndex={-1}>
        {t('entries.appointmentChange.heading')}
      </h3>
      {pending && mine && (
        <>
          <p>{t('entries.appointmentChange.mine', { time: spanText(pending), counterpart })}</p>
          <div className="actions">{answerButton(pending, 'decline', 'withdraw', 'withdrawn')}</div>
        </>
      )}
      {pending && !mine && (
        <>
          <p>
            {t('entries.appointmentChange.theirs', {
              time: spanText(pending),
              proposer: roleLabel(site, pending.proposedBy),
            })}
          </p>
          <div className="actions">
            {answerButton(pending, 'accept', 'accept', 'accepted', true)}
            {answerButton(pending, 'decline', 'decline', 'declined')}
          </div>
        </>
      )}
      {!pending && (
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={picking}
            aria-controls={pickerId}
            onClick={() => setPicking(!picking)}
          >
            {t('entries.appointmentChange.propose')}
          </button>
          <div id={pickerId} hidden={!picking}>
            {picking && (
              <>
                <p>{t('entries.appointmentChange.chooseLead', { counterpart, zone })}</p>
                <Suspense fallback={<p role="status">{t('booking.loading')}</p>}>
                  <ServiceCalendar
                    timeZone={zone}
                    fixed={{
                      serviceId: entry.service.id,
                      serviceMenuId: entry.menu?.id ?? null,
                      // The server reads the hours of an hourly service only; otherwise the menu sizes the slot.
                      hours: entry.quantity <= MOST_HOURS ? entry.quantity : null,
                      horizonDays: HORIZON_DAYS,
                      onChoose: setProposing,
                    }}
                  />
                </Suspense>
              </>
            )}
          </div>
        </>
      )}
      {/* The error notice announces it already; this keeps it in view beside the buttons. */}
      {refused && <p className="field__error">{refused}</p>}
      {proposing && (
        <ConfirmDialog
          title={t('entries.appointmentChange.propose')}
          confirmLabel={t('entries.appointmentChange.send')}
          pending={change.isPending}
          onConfirm={() =>
            run({ kind: 'propose', startsAt: proposing.startsAt }, () =>
              t('entries.appointmentChange.proposed', { time: spanText(proposing), counterpart }),
            )
          }
          onClose={() => setProposing(null)}
        >
          <p>{t('entries.appointmentChange.confirm', { time: spanText(proposing), counterpart })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
