import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SavedCard } from '../../../core/contract/credit-card.ts';
import type { EntryDetail } from '../../../core/contract/entries.ts';
import type { AccountType, EntryStatus } from '../../../core/enums.ts';
import type { FeeTerms } from '../../../core/money.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { formatYen, Yen } from '../services/yen.tsx';
import { useEntryLabels } from './entry-labels.ts';
import { usePartyNames } from './entry-parties.ts';
import { formatEntryTime } from './entry-time.tsx';
import { StepDialog } from './step-dialog.tsx';
import { useEntryAction } from './use-entries.ts';
import { useStepDialog } from './use-step-dialog.ts';

/** The states in which the amount is settled and the money has yet to move, or has moved. */
const PAYMENT_STATUSES: readonly EntryStatus[] = ['matched', 'completion_reported', 'paid', 'reviewed'];
type Stage = 'matched' | 'completion_reported' | 'paid';
const stageOf = (status: EntryStatus): Stage =>
  status === 'reviewed' ? 'paid' : (status as Exclude<Stage, 'paid'> | 'paid');

export function showsPayment(entry: EntryDetail): boolean {
  return entry.amount !== null && PAYMENT_STATUSES.includes(entry.status);
}

/**
 * The money of a matched entry, as each party needs it: the payer sees what will be charged (tax
 * included), to which card and what happens next, and pays here; the supplier sees what they will
 * receive once the platform's fee is taken.
 */
export function EntryPayment({
  entry,
  role,
  onDone,
}: {
  entry: EntryDetail;
  role: AccountType;
  onDone: () => void;
}) {
  const t = useT();
  const payer = entry.viewerParty === 'payer';
  const stage = stageOf(entry.status);
  return (
    <section className="card entry-payment" aria-labelledby="entry-payment">
      <h2 id="entry-payment">{t(payer ? 'entries.payment.title' : 'entries.payment.receiptTitle')}</h2>
      {payer ? (
        <PayerFigures entry={entry} role={role} stage={stage} onDone={onDone} />
      ) : (
        <SupplierFigures entry={entry} role={role} stage={stage} />
      )}
    </section>
  );
}

/** Until when the payer may pay before the saved card is charged (the site's autoChargeDays). */
function DueNote({ entry }: { entry: EntryDetail }) {
  const t = useT();
  const { locale } = useLocale();
  const names = usePartyNames(entry);
  if (entry.status !== 'completion_reported' || !entry.deadlineAt) return null;
  return (
    <p>
      {t(entry.viewerParty === 'payer' ? 'entries.payment.dueForPayer' : 'entries.payment.dueForSupplier', {
        ...names,
        date: formatEntryTime(entry.deadlineAt, locale),
        amount: formatYen(entry.amount ?? 0, locale),
      })}
    </p>
  );
}

function Figures({ rows }: { rows: Array<[string, number, boolean?]> }) {
  return (
    <dl className="field-values entry-payment__figures">
      {rows.map(([label, amount, strong]) => (
        <div key={label} className={strong ? 'entry-payment__total' : undefined}>
          <dt>{label}</dt>
          <dd>
            <Yen amount={amount} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PayerFigures({
  entry,
  role,
  stage,
  onDone,
}: {
  entry: EntryDetail;
  role: AccountType;
  stage: Stage;
  onDone: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNoticeStore();
  const labels = useEntryLabels();
  const names = usePartyNames(entry);
  const pay = useEntryAction(role, entry.id);
  const client = useApiClient();
  const card = useQuery({
    queryKey: queryKeys.creditCard,
    queryFn: async ({ signal }) =>
      (await client.get<{ data: SavedCard | null }>('/customers/me/credit-card', { signal })).data,
    enabled: stage !== 'paid',
  }).data;
  const amount = entry.amount ?? 0;
  const cardText = card ? t('entries.payment.cardText', { brand: card.brand, last4: card.last4 }) : null;
  const canPay = entry.actions.includes('pay');
  const dialog = useStepDialog<'pay'>(onDone);
  const confirmPay = () =>
    pay.mutate(
      { endpoint: 'pay' },
      {
        onSuccess: () => {
          notify({ type: 'success', message: t('entries.actionDone', { action: labels.action('pay') }) });
          dialog.taken();
        },
        onSettled: dialog.close,
      },
    );
  return (
    <>
      <Figures
        rows={[
          [t('entries.payment.charged'), amount, true],
          [t('entries.payment.taxIncluded'), entry.tax ?? 0],
        ]}
      />
      {/* Until the saved card is known, neither "no card" nor a pay button that would charge it. */}
      {stage !== 'paid' && card !== undefined && (
        <dl className="field-values">
          <div>
            <dt>{t('entries.payment.method')}</dt>
            <dd>
              {cardText ?? t('entries.payment.noCard')}{' '}
              <Link to={`/${role}/account-info/credit-card`}>
                {t(card ? 'entries.changeCard' : 'entries.payment.registerCard')}
              </Link>
            </dd>
          </div>
        </dl>
      )}
      <p>{t(`entries.payment.next.payer.${stage}`, names)}</p>
      <DueNote entry={entry} />
      {canPay && (
        <div className="actions">
          <button
            type="button"
            className="button button--primary"
            disabled={pay.isPending || !card}
            onClick={() => dialog.ask('pay')}
          >
            {t('entries.payment.pay', { amount: formatYen(amount, locale) })}
          </button>
        </div>
      )}
      {dialog.asking && (
        <StepDialog
          entry={entry}
          action="pay"
          card={cardText}
          pending={pay.isPending}
          onConfirm={confirmPay}
          onClose={dialog.close}
        />
      )}
    </>
  );
}

function SupplierFigures({ entry, role, stage }: { entry: EntryDetail; role: AccountType; stage: Stage }) {
  const t = useT();
  const { locale } = useLocale();
  const names = usePartyNames(entry);
  const figures = entry.supplierFigures;
  // A rate names itself; a fixed fee or a minimum taken is just the fee.
  const feeLabel = ({ type, rate }: FeeTerms) =>
    type === 'regular'
      ? t('entries.payment.feeAtRate', { rate: new Intl.NumberFormat(locale).format(rate) })
      : t('entries.payment.fee');
  return (
    <>
      {figures && (
        <Figures
          rows={[
            [t('entries.payment.paidByPayer', names), figures.gross],
            [t('entries.payment.taxIncluded'), entry.tax ?? 0],
            ...(figures.fee > 0 ? [[feeLabel(figures.feeTerms), -figures.fee] as [string, number]] : []),
            [t('entries.payment.receive'), figures.net, true],
          ]}
        />
      )}
      <p>{t(`entries.payment.next.supplier.${stage}`, names)}</p>
      <DueNote entry={entry} />
      {stage === 'paid' && (
        <p>
          <Link to={`/${role}/account-info/bank-account`}>{t('entries.payment.bankAccount')}</Link>
        </p>
      )}
    </>
  );
}
