import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ENTRY_ORDERS } from '../../../core/contract/entries.ts';
import { type AccountType, ENTRY_STATUSES, type EntryStatus } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { type EntriesFilter, type EntryOrder, filterFromParams, filterToParams } from './entries-filter.ts';
import { useEntryLabels } from './entry-labels.ts';

type DateName = 'enteredAtStart' | 'enteredAtEnd' | 'reservationAtStart' | 'reservationAtEnd';

function DateRange({
  legend,
  start,
  end,
  filter,
  onChange,
}: {
  legend: string;
  start: DateName;
  end: DateName;
  filter: EntriesFilter;
  onChange: (name: DateName, value: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <fieldset className="field field--group">
      <legend className="field__label">{legend}</legend>
      <div className="field__parts">
        {(
          [
            [start, t('entries.filter.from')],
            [end, t('entries.filter.to')],
          ] as const
        ).map(([name, label]) => (
          <div key={name} className="field">
            <label className="field__label field__label--part" htmlFor={`${id}-${name}`}>
              {label}
            </label>
            <input
              id={`${id}-${name}`}
              className="field__input"
              type="date"
              value={filter[name]}
              onChange={(event) => onChange(name, event.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The filters of the entries list; applying them writes the URL (page 1), which the list reads. */
export function EntriesFilterForm({ role, basePath }: { role: AccountType; basePath: string }) {
  const t = useT();
  const site = useSite();
  const labels = useEntryLabels();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<EntriesFilter>(() => filterFromParams(params));
  const applied = filterToParams(filterFromParams(params)).toString();
  // Back and forward change the URL without this form: show what the list shows.
  useEffect(() => setFilter(filterFromParams(new URLSearchParams(applied))), [applied]);

  const update = (change: Partial<EntriesFilter>) => setFilter((current) => ({ ...current, ...change }));
  const toggleStatus = (status: EntryStatus, checked: boolean) =>
    update({
      statuses: checked
        ? ENTRY_STATUSES.filter((s) => s === status || filter.statuses.includes(s))
        : filter.statuses.filter((s) => s !== status),
    });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setParams(filterToParams(filter));
  }

  return (
    <form className="form card" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`}>{t('entries.filter.title')}</h2>
      <DateRange
        legend={t('entries.enteredAt')}
        start="enteredAtStart"
        end="enteredAtEnd"
        filter={filter}
        onChange={(name, value) => update({ [name]: value })}
      />
      <DateRange
        legend={t('entries.reservationAt')}
        start="reservationAtStart"
        end="reservationAtEnd"
        filter={filter}
        onChange={(name, value) => update({ [name]: value })}
      />
      <fieldset className="field field--group">
        <legend className="field__label">{t('entries.status')}</legend>
        <div className="choices-inline">
          {ENTRY_STATUSES.map((status) => (
            <label key={status} className="choice">
              <input
                type="checkbox"
                checked={filter.statuses.includes(status)}
                onChange={(event) => toggleStatus(status, event.target.checked)}
              />
              {labels.status(status)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="choice">
        <input
          type="checkbox"
          checked={filter.actionRequiredOnly}
          onChange={(event) => update({ actionRequiredOnly: event.target.checked })}
        />
        {t('entries.filter.actionRequiredOnly')}
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-nickname`}>
          {t('entries.filter.nickname', { role: roleLabel(site, role === 'cast' ? 'guest' : 'cast') })}
        </label>
        <input
          id={`${id}-nickname`}
          className="field__input"
          type="search"
          maxLength={50}
          value={filter.nickname}
          onChange={(event) => update({ nickname: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-order`}>
          {t('entries.filter.orderBy')}
        </label>
        <select
          id={`${id}-order`}
          className="field__input"
          value={filter.orderBy}
          onChange={(event) => update({ orderBy: event.target.value as EntryOrder })}
        >
          {ENTRY_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`entries.order.${order}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button type="submit" className="button button--primary">
          {t('entries.filter.apply')}
        </button>
        {applied !== '' && <Link to={basePath}>{t('entries.filter.clear')}</Link>}
      </div>
    </form>
  );
}
