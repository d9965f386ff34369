import './service-calendar.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { addDays, dayIn } from '../../../core/appointments/zoned-time.ts';
import type { Menu } from '../../../core/contract/services.ts';
import type { ChargeMethod } from '../../../core/enums.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { entryFormPath } from '../../paths.ts';
import { formatYen } from '../services/yen.tsx';
import { slotQuery } from './chosen-slot.ts';
import { useSlots } from './use-slots.ts';
import { type StripDay, WeekStrip } from './week-strip.tsx';
import { formatClock, formatDay } from './zoned-format.ts';

/** The most hours an hourly service's selector offers (the contract allows 24; a day's work is enough). */
const MOST_HOURS = 12;

export interface CalendarService {
  id: string;
  chargeMethod: ChargeMethod;
  menus: readonly Menu[];
  booking: { horizonDays: number };
}

/**
 * The calendar of a booking already made (moving an entry's appointment): its menu and hours are the
 * entry's, so there is nothing to choose but the slot, which goes to `onChoose` rather than to a new
 * entry form.
 */
export interface FixedSlotChoice {
  serviceId: string;
  serviceMenuId: string | null;
  hours: number | null;
  horizonDays: number;
  onChoose: (slot: { startsAt: string; endsAt: string }) => void;
}

/**
 * A service's free slots, a week at a time from today in the site's zone: the menu (its duration sizes
 * the slots) and, for an hourly service, the hours; the strip of days; the chosen day's slots, each a
 * link to the entry form carrying the slot (or, with a `fixed` choice, a button handing it over). Drawn
 * by the browser alone, after hydration: "today" is the browser's, and the slots change with every
 * booking.
 */
export default function ServiceCalendar(
  props: { timeZone: string } & (
    | { service: CalendarService; fixed?: undefined }
    | { service?: undefined; fixed: FixedSlotChoice }
  ),
) {
  const t = useT();
  const { locale } = useLocale();
  const { timeZone, fixed } = props;
  // A fixed choice has no menu or hours to choose.
  const menus = props.fixed ? [] : props.service.menus;
  const hourly = !props.fixed && props.service.chargeMethod === 'hourly';
  const serviceId = props.fixed ? props.fixed.serviceId : props.service.id;
  const horizonDays = props.fixed ? props.fixed.horizonDays : props.service.booking.horizonDays;
  const [today] = useState(() => dayIn(new Date(), timeZone));
  const lastDay = addDays(today, horizonDays);
  const [weekStart, setWeekStart] = useState(today);
  const [chosenMenuId, setMenuId] = useState<string | null>(menus[0]?.id ?? null);
  const [chosenHours, setHours] = useState<number | null>(hourly ? 1 : null);
  const menuId = fixed ? fixed.serviceMenuId : chosenMenuId;
  const hours = fixed ? fixed.hours : chosenHours;
  const [chosen, setChosen] = useState<string | null>(null);
  const weekEnd = addDays(weekStart, 6);
  const slots = useSlots({
    serviceId,
    from: weekStart,
    to: weekEnd,
    serviceMenuId: menuId,
    hours,
  });

  const dates = Array.from({ length: 7 }, (_, n) => addDays(weekStart, n));
  const days: StripDay[] = dates.map((date) => ({
    date,
    free: slots.data ? (slots.data.days.find((day) => day.date === date)?.slots.length ?? 0) : null,
  }));
  // Until the guest picks a day, the first with a free slot is shown.
  const shownDay =
    days.find((day) => day.date === chosen && day.free)?.date ?? days.find((day) => day.free)?.date;
  const shownSlots = slots.data?.days.find((day) => day.date === shownDay)?.slots ?? [];
  const zone = slots.data?.timeZone ?? timeZone;
  const moveWeek = (by: number) => {
    setWeekStart(addDays(weekStart, by));
    setChosen(null);
  };

  return (
    <div className="service-calendar">
      {(menus.length > 1 || hourly) && (
        <div className="service-calendar__choices">
          {menus.length > 1 && (
            <div className="field">
              <label className="field__label" htmlFor="calendar-menu">
                {t('booking.menu')}
              </label>
              <select
                id="calendar-menu"
                className="field__input"
                value={menuId ?? ''}
                onChange={(event) => setMenuId(event.target.value || null)}
              >
                {menus.map((menu) => (
                  <option key={menu.id} value={menu.id}>
                    {menu.name}（{formatYen(menu.price.includingTax, locale)}
                    {menu.durationMinutes !== null &&
                      `・${t('services.minutes', { minutes: menu.durationMinutes })}`}
                    ）
                  </option>
                ))}
              </select>
            </div>
          )}
          {hourly && (
            <div className="field">
              <label className="field__label" htmlFor="calendar-hours">
                {t('booking.hours')}
              </label>
              <select
                id="calendar-hours"
                className="field__input"
                value={hours ?? 1}
                onChange={(event) => setHours(Number(event.target.value))}
              >
                {Array.from({ length: MOST_HOURS }, (_, n) => n + 1).map((count) => (
                  <option key={count} value={count}>
                    {t('booking.hoursOption', { hours: count })}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      <WeekStrip
        days={days}
        chosen={shownDay ?? null}
        onChoose={setChosen}
        onPrevious={() => moveWeek(-7)}
        onNext={() => moveWeek(7)}
        hasPrevious={weekStart > today}
        hasNext={addDays(weekStart, 7) <= lastDay}
      />
      <div className="service-calendar__slots">
        {slots.isPending ? (
          <p role="status">{t('booking.loading')}</p>
        ) : !shownDay ? (
          <p role="status">{t('booking.noSlotsInWeek')}</p>
        ) : (
          <>
            <h3>{t('booking.slotsOf', { date: formatDay(shownDay, locale) })}</h3>
            <ul className="service-calendar__slot-list">
              {shownSlots.map((slot) => {
                const start = formatClock(slot.startsAt, locale, zone);
                const end = formatClock(slot.endsAt, locale, zone);
                const date = formatDay(shownDay, locale);
                return (
                  <li key={slot.startsAt}>
                    {fixed ? (
                      <button
                        type="button"
                        className="button button--secondary service-calendar__slot"
                        aria-label={t('booking.slotChoose', { date, start, end })}
                        onClick={() => fixed.onChoose(slot)}
                      >
                        {start}
                      </button>
                    ) : (
                      <Link
                        className="button button--secondary service-calendar__slot"
                        to={`${entryFormPath(serviceId)}?${slotQuery({ ...slot, serviceMenuId: menuId, hours })}`}
                        aria-label={t('booking.slotLabel', { date, start, end })}
                      >
                        {start}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
