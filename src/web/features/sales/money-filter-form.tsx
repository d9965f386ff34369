import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MONEY_LIST_ORDERS, type MoneyListOrder } from '../../../core/contract/sales.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import {
  type DATE_FILTERS,
  filterFromParams,
  filterToParams,
  isSupplierPaymentOrder,
  type MoneyFilter,
  type MoneyTab,
} from './money-filter.ts';

type DateName = (typeof DATE_FILTERS)[number];

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
  filter: MoneyFilter;
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
            [start, t('sales.filter.from')],
            [end, t('sales.filter.to')],
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

/**
 * The filters of the money lists; applying them writes the URL (page 1), which the list and its CSV link
 * read. Payouts have only their day and an order: the other fields are left out on that tab.
 */
export function MoneyFilterForm({
  role,
  tab,
  basePath,
}: {
  role: AccountType;
  tab: MoneyTab;
  basePath: string;
}) {
  const t = useT();
  const site = useSite();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<MoneyFilter>(() => filterFromParams(params));
  const applied = filterToParams(filterFromParams(params)).toString();
  // Folded until used, so that a phone shows the totals and rows first; open while a filter applies.
  const [open, setOpen] = useState(applied !== '');
  // Back and forward change the URL without this form: show what the list shows.
  useEffect(() => setFilter(filterFromParams(new URLSearchParams(applied))), [applied]);

  const update = (change: Partial<MoneyFilter>) => setFilter((current) => ({ ...current, ...change }));
  const payouts = tab === 'supplier-payments';
  const orders: readonly MoneyListOrder[] = payouts
    ? MONEY_LIST_ORDERS.filter(isSupplierPaymentOrder)
    : MONEY_LIST_ORDERS;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = filterToParams(filter);
    next.set('tab', tab);
    setParams(next);
  }

  return (
    <details
      className="card money-filter"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        <h2 id={`${id}-heading`} className="money-filter__title">
          {t('sales.filter.title')}
        </h2>
      </summary>
      <form className="form money-filter__form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
        <DateRange
          legend={t(payouts ? 'sales.payoutDate' : 'sales.filter.paidAt')}
          start="paidAtStart"
          end="paidAtEnd"
          filter={filter}
          onChange={(name, value) => update({ [name]: value })}
        />
        {!payouts && (
          <>
            <DateRange
              legend={t('sales.filter.providedAt')}
              start="providedAtStart"
              end="providedAtEnd"
              filter={filter}
              onChange={(name, value) => update({ [name]: value })}
            />
            <div className="field">
              <label className="field__label" htmlFor={`${id}-service`}>
                {t('sales.serviceName')}
              </label>
              <input
                id={`${id}-service`}
                className="field__input"
                type="search"
                maxLength={100}
                value={filter.serviceName}
                onChange={(event) => update({ serviceName: event.target.value })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-nickname`}>
                {t('sales.filter.nickname', { role: roleLabel(site, role === 'cast' ? 'guest' : 'cast') })}
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
          </>
        )}
        <div className="field">
          <label className="field__label" htmlFor={`${id}-order`}>
            {t('sales.filter.orderBy')}
          </label>
          <select
            id={`${id}-order`}
            className="field__input"
            value={orders.includes(filter.orderBy) ? filter.orderBy : orders[0]}
            onChange={(event) => update({ orderBy: event.target.value as MoneyListOrder })}
          >
            {orders.map((order) => (
              <option key={order} value={order}>
                {t(`sales.order.${order}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="actions">
          <button type="submit" className="button button--primary">
            {t('sales.filter.apply')}
          </button>
          {applied !== '' && <Link to={`${basePath}?tab=${tab}`}>{t('sales.filter.clear')}</Link>}
        </div>
      </form>
    </details>
  );
}
