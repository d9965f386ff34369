import './availability.css';
import { type FormEvent, useLayoutEffect, useRef, useState } from 'react';
import { ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { type AvailabilityDraft, bodyOf, draftOf, WEEKDAYS, weeklyIndex } from './availability-draft.ts';
import { ChangedDays } from './changed-days.tsx';
import { HoursRanges } from './hours-ranges.tsx';
import { useAvailability, useSaveAvailability } from './use-availability.ts';

/**
 * My opening hours, from which my services' free slots follow: each weekday's ranges, then the days that
 * differ. Saved as a whole; the hours are clock times of the site's zone, which the page names.
 */
export function CastAvailabilityPage() {
  const t = useT();
  const site = useSite();
  const { notify } = useNoticeStore();
  const saved = useAvailability();
  const save = useSaveAvailability();
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(saved));
  const formRef = useRef<HTMLFormElement>(null);
  const errors = save.error instanceof ValidationError ? save.error.errors : {};
  const messagesAt = (path: string): readonly string[] => errors[path] ?? [];

  // After a refusal, take the keyboard to the first range the server named.
  useLayoutEffect(() => {
    if (save.error instanceof ValidationError)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save.error]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = bodyOf(draft);
    save.mutate(body, {
      onSuccess: (kept) => {
        setDraft(draftOf(kept));
        notify({
          type: 'success',
          message: t('availability.saved', { weekly: kept.weekly.length, dates: kept.dates.length }),
        });
      },
    });
  }

  const setWeekday = (weekday: number, ranges: AvailabilityDraft['weekly'][number]) =>
    setDraft({ ...draft, weekly: draft.weekly.map((old, day) => (day === weekday ? ranges : old)) });

  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.castAvailability')}</PageHeading>
      <p>{t('availability.lead', siteMessageParams(site))}</p>
      <p className="callout">{t('availability.timeZone', { zone: site.service.timeZone })}</p>
      <form ref={formRef} className="form" noValidate onSubmit={submit}>
        <section className="card" aria-labelledby="availability-weekly">
          <h2 id="availability-weekly">{t('availability.weekly')}</h2>
          <FieldMessages messages={messagesAt('weekly')} />
          <ul className="plain-list availability-days">
            {WEEKDAYS.map((weekday) => {
              const day = t(`availability.weekday.${weekday}`);
              return (
                <li key={weekday} className="availability-day">
                  <h3 className="availability-day__name">{day}</h3>
                  <HoursRanges
                    day={day}
                    ranges={draft.weekly[weekday] ?? []}
                    onChange={(ranges) => setWeekday(weekday, ranges)}
                    errorsOf={(index, edge) =>
                      messagesAt(`weekly.${weeklyIndex(draft, weekday, index)}.${edge}`)
                    }
                    emptyText={t('availability.closed')}
                  />
                </li>
              );
            })}
          </ul>
        </section>
        <FieldMessages messages={messagesAt('dates')} />
        <ChangedDays
          days={draft.dates}
          onChange={(dates) => setDraft({ ...draft, dates })}
          errorsOf={(index, path) => messagesAt(`dates.${index}.${path}`)}
        />
        <div className="actions availability-save">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? t('availability.saving') : t('availability.save')}
          </button>
        </div>
      </form>
    </div>
  );
}

/** The server's messages about a whole list (too many ranges, a date twice). */
function FieldMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="field__errors">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
