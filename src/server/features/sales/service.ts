import type { Kysely } from 'kysely';
import {
  type LedgerList,
  type MoneyListCsvQuery,
  type MoneyListQuery,
  type MoneyListResponse,
  moneyRowKind,
  type SupplierPaymentsCsvQuery,
  type SupplierPaymentsQuery,
  type SupplierPaymentsResponse,
} from '../../../core/contract/sales.ts';
import type { SiteInfo } from '../../../core/contract/site.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { Locale } from '../../../core/i18n.ts';
import { siteInLocale } from '../../../core/texts-in-locale.ts';
import { type Clock, siteDayOf, siteToday } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../http/pagination.ts';
import { serverTranslator } from '../../i18n/index.ts';
import { expectedPayout } from '../payouts/closing-dates.ts';
import type { SiteService } from '../site/service.ts';
import { toCsv } from './csv.ts';
import { supplierEarnings } from './earnings.ts';
import { ledgerTotals, type MoneyListFilter, orderedLedgerRows } from './ledger-rows.ts';
import { orderedPayoutRows, payoutTotals, type SupplierPaymentsFilter } from './supplier-payments.ts';

export interface MoneyViewer {
  id: string;
  type: AccountType;
}

/** A file to download: its name and its text (UTF-8 with the byte order mark). */
export interface CsvFile {
  filename: string;
  body: string;
}

type LedgerRow = Awaited<ReturnType<ReturnType<typeof orderedLedgerRows>['execute']>>[number];
type PayoutRow = Awaited<ReturnType<ReturnType<typeof orderedPayoutRows>['execute']>>[number];

/** What each row of a list is expected to be transferred on: sales only, when they owe the viewer. */
type PayoutDateOfRow = (row: { paidAt: Date; net: number }) => string | null;
const noPayoutDate: PayoutDateOfRow = () => null;

function payoutDatesOf(which: LedgerList, site: SiteInfo): PayoutDateOfRow {
  if (which !== 'sales') return noPayoutDate;
  const schedules = site.payment.paymentToSupplierSettings;
  return ({ paidAt, net }) =>
    net > 0 ? (expectedPayout(siteDayOf(paidAt), schedules)?.payoutDate ?? null) : null;
}

function toMoneyListRow(row: LedgerRow, payoutDateOf = noPayoutDate): MoneyListResponse['data'][number] {
  const gross = Number(row.gross);
  const fee = Number(row.fee);
  return {
    expectedPayoutDate: payoutDateOf({ paidAt: row.paidAt, net: gross - fee }),
    id: row.id,
    kind: row.kind,
    entryId: row.entryId,
    paidAt: row.paidAt.toISOString(),
    providedAt: row.providedAt?.toISOString() ?? null,
    serviceName: row.serviceName,
    counterpart:
      row.counterpartId && row.counterpartNickname !== null
        ? { id: row.counterpartId, nickname: row.counterpartNickname }
        : null,
    gross,
    tax: Number(row.tax),
    fee,
    net: gross - fee,
  };
}

function toSupplierPaymentRow(row: PayoutRow): SupplierPaymentsResponse['data'][number] {
  return {
    id: row.id,
    closingDate: row.closingDate,
    payoutDate: row.payoutDate,
    amount: Number(row.amount),
    transferFee: Number(row.transferFee),
    net: Number(row.net),
    status: row.paidAt ? 'paid' : 'scheduled',
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** A moment as the site's people read it: YYYY-MM-DD HH:mm in Japan. */
const siteMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const siteTime = (iso: string | null) => (iso ? siteMinute.format(new Date(iso)) : null);

/**
 * The money lists (docs/money.md, "Sales and payments lists"): read-only views over the ledger and the
 * payout items, each a page with the totals of the whole filtered range, or every row as a CSV file.
 */
export function createSales(deps: { db: Kysely<Database>; clock: Clock; site: SiteService }) {
  const { db } = deps;

  async function list(viewer: MoneyViewer, which: LedgerList, query: MoneyListQuery) {
    const [{ rows, meta }, totals, site] = await Promise.all([
      paginate(orderedLedgerRows(db, which, viewer.id, query), query),
      ledgerTotals(db, which, viewer.id, query),
      deps.site.getSite(),
    ]);
    const payoutDateOf = payoutDatesOf(which, site);
    return {
      data: rows.map((row) => toMoneyListRow(row, payoutDateOf)),
      meta,
      totals,
    } satisfies MoneyListResponse;
  }

  async function earnings(viewer: MoneyViewer) {
    const site = await deps.site.getSite();
    return { data: await supplierEarnings(db, viewer.id, site.payment, siteToday(deps.clock)) };
  }

  async function supplierPayments(viewer: MoneyViewer, query: SupplierPaymentsQuery) {
    const [{ rows, meta }, totals] = await Promise.all([
      paginate(orderedPayoutRows(db, viewer.id, query), query),
      payoutTotals(db, viewer.id, query),
    ]);
    return { data: rows.map(toSupplierPaymentRow), meta, totals } satisfies SupplierPaymentsResponse;
  }

  async function listCsv(
    viewer: MoneyViewer,
    which: LedgerList,
    query: MoneyListCsvQuery,
    locale: Locale,
  ): Promise<CsvFile> {
    const t = serverTranslator(locale);
    const site = siteInLocale(await deps.site.getSite(), locale);
    const counterpartRole = viewer.type === 'cast' ? site.guestName : site.castName;
    const filter: MoneyListFilter = query;
    const rows = (await orderedLedgerRows(db, which, viewer.id, filter).execute()).map((row) =>
      toMoneyListRow(row),
    );
    const body = toCsv(
      [
        t('sales.csv.paidAt'),
        t('sales.csv.kind'),
        t('sales.csv.providedAt'),
        t('sales.csv.serviceName'),
        t('sales.csv.counterpart', { role: counterpartRole }),
        t(`sales.csv.${which}.gross`),
        t('sales.csv.tax'),
        t(`sales.csv.${which}.fee`),
        t(`sales.csv.${which}.net`),
        t('sales.csv.entryId'),
      ],
      rows.map((row) => [
        siteTime(row.paidAt),
        t(`sales.kind.${moneyRowKind(row.kind)}`),
        siteTime(row.providedAt),
        row.serviceName,
        row.counterpart?.nickname ?? null,
        row.gross,
        row.tax,
        row.fee,
        row.net,
        row.entryId,
      ]),
    );
    return { filename: `${which}-${siteToday(deps.clock)}.csv`, body };
  }

  async function supplierPaymentsCsv(
    viewer: MoneyViewer,
    query: SupplierPaymentsCsvQuery,
    locale: Locale,
  ): Promise<CsvFile> {
    const t = serverTranslator(locale);
    const filter: SupplierPaymentsFilter = query;
    const rows = (await orderedPayoutRows(db, viewer.id, filter).execute()).map(toSupplierPaymentRow);
    const body = toCsv(
      [
        t('sales.csv.closingDate'),
        t('sales.csv.payoutDate'),
        t('sales.csv.payoutAmount'),
        t('sales.csv.transferFee'),
        t('sales.csv.payoutNet'),
        t('sales.csv.status'),
        t('sales.csv.transferredAt'),
      ],
      rows.map((row) => [
        row.closingDate,
        row.payoutDate,
        row.amount,
        row.transferFee,
        row.net,
        t(`sales.status.${row.status}`),
        siteTime(row.paidAt),
      ]),
    );
    return { filename: `supplier-payments-${siteToday(deps.clock)}.csv`, body };
  }

  return { list, earnings, supplierPayments, listCsv, supplierPaymentsCsv };
}
export type Sales = ReturnType<typeof createSales>;
