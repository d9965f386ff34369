import { type FormEvent, useId } from 'react';
import { Link } from 'react-router';
import { ENTRY_ORDERS } from '../../../core/contract/entries.ts';
import { type AccountType, ENTRY_STATUSES, type EntryStatus } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ControlFrame } from '../../ui/form/control-frame.tsx';
import { DateRangeField } from '../../ui/form/date-range-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useUrlFilter } from '../../ui/form/url-filter.ts';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { type EntryOrder, filterFromParams, filterToParams } from './entries-filter.ts';
import { useEntryLabels } from './entry-labels.ts';

/** The filters of the entries list; applying them writes the URL (page 1), which the list reads. */
export function EntriesFilterForm({ role, basePath }: { role: AccountType; basePath: string }) {
  const t = useT();
  const site = useSite();
  const labels = useEntryLabels();
  const id = useId();
  const { filter, update, applied, setParams } = useUrlFilter(filterFromParams, filterToParams);
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
      <DateRangeField
        legend={t('entries.enteredAt')}
        parts={[
          { name: 'enteredAtStart', label: t('entries.filter.from'), value: filter.enteredAtStart },
          { name: 'enteredAtEnd', label: t('entries.filter.to'), value: filter.enteredAtEnd },
        ]}
        onChange={(name, value) => update({ [name]: value })}
      />
      <DateRangeField
        legend={t('entries.reservationAt')}
        parts={[
          { name: 'reservationAtStart', label: t('entries.filter.from'), value: filter.reservationAtStart },
          { name: 'reservationAtEnd', label: t('entries.filter.to'), value: filter.reservationAtEnd },
        ]}
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
      <TextField
        label={t('entries.filter.nickname', { role: roleLabel(site, role === 'cast' ? 'guest' : 'cast') })}
        name="nickname"
        type="search"
        maxLength={50}
        value={filter.nickname}
        onChange={(event) => update({ nickname: event.target.value })}
      />
      <ControlFrame label={t('entries.filter.orderBy')}>
        {(control) => (
          <select
            {...control}
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
        )}
      </ControlFrame>
      <div className="actions">
        <button type="submit" className="button button--primary">
          {t('entries.filter.apply')}
        </button>
        {applied !== '' && <Link to={basePath}>{t('entries.filter.clear')}</Link>}
      </div>
    </form>
  );
}
