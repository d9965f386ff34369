import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  type LedgerCheck,
  type ledgerCheckResponse,
  type MoneySummary,
  type moneySummaryResponse,
  PLATFORM_FEE_KINDS,
} from '../../../../core/contract/admin/money.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { useYen } from './use-yen.ts';
import './money.css';

/** This month in Japan, YYYY-MM. */
const thisMonth = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date()).slice(0, 7);

/** A month's money from the ledger, and the ledger check's result. */
export function MoneySummaryPage() {
  const t = useAdminT();
  const api = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const month = searchParams.get('month') ?? thisMonth();
  const summary = useQuery({
    queryKey: ['admin', 'money', 'summary', month],
    queryFn: async () =>
      (await api.get<z.infer<typeof moneySummaryResponse>>('/admin/money/summary', { query: { month } }))
        .data,
  });
  return (
    <>
      <ConsoleHeading lead={t('money.summary.lead')}>{t('money.summary.title')}</ConsoleHeading>
      <search className="card money-month" aria-label={t('money.summary.month')}>
        <form
          key={month}
          className="money-month__form"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = new FormData(event.currentTarget).get('month');
            if (typeof chosen === 'string' && chosen) setSearchParams({ month: chosen });
          }}
        >
          <TextField
            label={t('money.summary.month')}
            name="month"
            type="month"
            defaultValue={month}
            required
          />
          <button type="submit" className="button button--primary">
            {t('money.summary.show')}
          </button>
        </form>
      </search>
      {summary.data && <Figures summary={summary.data} />}
      <LedgerCheckCard />
    </>
  );
}

function Figures({ summary }: { summary: MoneySummary }) {
  const t = useAdminT();
  const yen = useYen();
  return (
    <section aria-labelledby="money-figures">
      <h2 id="money-figures" className="visually-hidden">
        {summary.month}
      </h2>
      <ul className="money-tiles">
        <li className="money-tile">
          <p className="money-tile__label">{t('money.summary.gross')}</p>
          <p className="money-tile__amount">{yen(summary.gross)}</p>
          <p className="money-tile__note">{t('money.summary.grossNote')}</p>
        </li>
        <li className="money-tile">
          <p className="money-tile__label">{t('money.summary.fees')}</p>
          <p className="money-tile__amount">{yen(summary.feesTotal)}</p>
          <dl className="money-split">
            {PLATFORM_FEE_KINDS.map((kind) => (
              <div key={kind}>
                <dt>{t(`money.summary.fee.${kind}`)}</dt>
                <dd>{yen(summary.fees[kind])}</dd>
              </div>
            ))}
          </dl>
          <p className="money-tile__note">{t('money.summary.feesNote')}</p>
        </li>
        <li className="money-tile">
          <p className="money-tile__label">{t('money.summary.tax')}</p>
          <p className="money-tile__amount">{yen(summary.tax)}</p>
        </li>
        <li className="money-tile">
          <p className="money-tile__label">{t('money.summary.refunds')}</p>
          <p className="money-tile__amount">{yen(summary.refunds)}</p>
        </li>
        <li className="money-tile">
          <p className="money-tile__label">{t('money.summary.payouts')}</p>
          <dl className="money-split">
            <div>
              <dt>{t('money.summary.payoutsDecided')}</dt>
              <dd>{yen(summary.payouts.decided)}</dd>
            </div>
            <div>
              <dt>{t('money.summary.payoutsPaid')}</dt>
              <dd>{yen(summary.payouts.paid)}</dd>
            </div>
            <div>
              <dt>{t('money.summary.payoutsDue')}</dt>
              <dd>{yen(summary.payouts.due)}</dd>
            </div>
          </dl>
        </li>
      </ul>
    </section>
  );
}

function LedgerCheckCard() {
  const t = useAdminT();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = ['admin', 'money', 'ledger-check'];
  const check = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.get<z.infer<typeof ledgerCheckResponse>>('/admin/money/ledger-check')).data,
  });
  return (
    <section className="card money-ledger" aria-labelledby="money-ledger">
      <h2 id="money-ledger">{t('money.ledger.title')}</h2>
      {check.data && <LedgerCheckResult check={check.data} />}
      <button
        type="button"
        className="button button--secondary"
        disabled={check.isFetching}
        onClick={() => void queryClient.invalidateQueries({ queryKey: key })}
      >
        {t('money.ledger.recheck')}
      </button>
    </section>
  );
}

function LedgerCheckResult({ check }: { check: LedgerCheck }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  const yen = useYen();
  return (
    <>
      <p className={check.ok ? 'money-ledger__ok' : 'callout'} role="status">
        {t(check.ok ? 'money.ledger.ok' : 'money.ledger.problems')}
      </p>
      <p className="muted">
        {t('money.ledger.checked', {
          at: format.dateTime(check.checkedAt),
          count: format.number(check.transactions),
        })}
      </p>
      {check.unbalanced.length > 0 && (
        <table className="table">
          <caption>{t('money.ledger.unbalanced')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('money.ledger.transaction')}</th>
              <th scope="col">{t('money.ledger.sum')}</th>
            </tr>
          </thead>
          <tbody>
            {check.unbalanced.map((row) => (
              <tr key={row.transactionId}>
                <td>
                  <code>{row.transactionId}</code>
                </td>
                <td className="numeric">{yen(row.sum)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {check.mismatched.length > 0 && (
        <table className="table">
          <caption>{t('money.ledger.mismatched')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('money.ledger.supplier')}</th>
              <th scope="col">{t('money.ledger.balance')}</th>
              <th scope="col">{t('money.ledger.owed')}</th>
            </tr>
          </thead>
          <tbody>
            {check.mismatched.map((row) => (
              <tr key={row.partyId}>
                <td>
                  {row.supplier?.nickname} <code>{row.partyId}</code>
                </td>
                <td className="numeric">{yen(row.balance)}</td>
                <td className="numeric">{yen(row.owed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
