import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { MONEY_LIST_ORDERS, type MoneyListOrder } from '../../../core/contract/sales.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ControlFrame } from '../../ui/form/control-frame.tsx';
import { DateRangeField } from '../../ui/form/date-range-field.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useUrlFilter } from '../../ui/form/url-filter.ts';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { filterFromParams, filterToParams, isSupplierPaymentOrder, type MoneyTab } from './money-filter.ts';

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
  const { filter, update, applied, setParams } = useUrlFilter(filterFromParams, filterToParams);
  // Folded until used, so that a phone shows the totals and rows first; open while a filter applies.
  const [open, setOpen] = useState(applied !== '');
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
        <DateRangeField
          legend={t(payouts ? 'sales.payoutDate' : 'sales.filter.paidAt')}
          parts={[
            { name: 'paidAtStart', label: t('sales.filter.from'), value: filter.paidAtStart },
            { name: 'paidAtEnd', label: t('sales.filter.to'), value: filter.paidAtEnd },
          ]}
          onChange={(name, value) => update({ [name]: value })}
        />
        {!payouts && (
          <>
            <DateRangeField
              legend={t('sales.filter.providedAt')}
              parts={[
                { name: 'providedAtStart', label: t('sales.filter.from'), value: filter.providedAtStart },
                { name: 'providedAtEnd', label: t('sales.filter.to'), value: filter.providedAtEnd },
              ]}
              onChange={(name, value) => update({ [name]: value })}
            />
            <TextField
              label={t('sales.serviceName')}
              name="serviceName"
              type="search"
              maxLength={100}
              value={filter.serviceName}
              onChange={(event) => update({ serviceName: event.target.value })}
            />
            <TextField
              label={t('sales.filter.nickname', {
                role: roleLabel(site, role === 'cast' ? 'guest' : 'cast'),
              })}
              name="nickname"
              type="search"
              maxLength={50}
              value={filter.nickname}
              onChange={(event) => update({ nickname: event.target.value })}
            />
          </>
        )}
        <ControlFrame label={t('sales.filter.orderBy')}>
          {(control) => (
            <select
              {...control}
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
          )}
        </ControlFrame>
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
