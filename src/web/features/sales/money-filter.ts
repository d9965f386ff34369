import {
  MONEY_LIST_ORDERS,
  type MoneyListOrder,
  SUPPLIER_PAYMENT_ORDERS,
  type SupplierPaymentOrder,
} from '../../../core/contract/sales.ts';
import type { AccountType, PaymentFlowType } from '../../../core/enums.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { dateParam } from '../../ui/form/url-filter.ts';

/** The lists of the page, each an API list of the same name. */
export const MONEY_TABS = ['sales', 'payments', 'supplier-payments'] as const;
export type MoneyTab = (typeof MONEY_TABS)[number];

/**
 * The lists that concern the viewer: the supplier of the site's flow type sells and is paid out; the payer
 * pays; a cast also pays the platform's own fees (listing, matching plan) whatever the flow type.
 */
export function tabsOf(role: AccountType, flowType: PaymentFlowType): MoneyTab[] {
  const supplies = (flowType === 'c2g') === (role === 'cast');
  return MONEY_TABS.filter((tab) => (tab === 'payments' ? !supplies || role === 'cast' : supplies));
}

/** The filters of the money lists, as the page's URL keeps them. */
export interface MoneyFilter {
  paidAtStart: string;
  paidAtEnd: string;
  providedAtStart: string;
  providedAtEnd: string;
  serviceName: string;
  nickname: string;
  orderBy: MoneyListOrder;
}

export const DEFAULT_ORDER: MoneyListOrder = 'paid_at_desc';
const TEXT_FILTERS = ['serviceName', 'nickname'] as const;
export const DATE_FILTERS = ['paidAtStart', 'paidAtEnd', 'providedAtStart', 'providedAtEnd'] as const;

/** The filters a supplier-payments list takes (payouts have no provided day and no counterpart). */
export const SUPPLIER_PAYMENT_FILTERS = ['paidAtStart', 'paidAtEnd'] as const;

const isOrder = (value: string | null): value is MoneyListOrder =>
  value !== null && (MONEY_LIST_ORDERS as readonly string[]).includes(value);
export const isSupplierPaymentOrder = (value: string): value is SupplierPaymentOrder =>
  (SUPPLIER_PAYMENT_ORDERS as readonly string[]).includes(value);

/** Reads the URL leniently: a value the API would refuse is ignored. */
export function filterFromParams(params: URLSearchParams): MoneyFilter {
  const date = (name: (typeof DATE_FILTERS)[number]) => dateParam(params, name);
  const text = (name: (typeof TEXT_FILTERS)[number]) => (params.get(name) ?? '').trim();
  const orderBy = params.get('orderBy');
  return {
    paidAtStart: date('paidAtStart'),
    paidAtEnd: date('paidAtEnd'),
    providedAtStart: date('providedAtStart'),
    providedAtEnd: date('providedAtEnd'),
    serviceName: text('serviceName'),
    nickname: text('nickname'),
    orderBy: isOrder(orderBy) ? orderBy : DEFAULT_ORDER,
  };
}

/** The URL of a filter: only what differs from the defaults. */
export function filterToParams(filter: MoneyFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of DATE_FILTERS) if (filter[name]) params.set(name, filter[name]);
  for (const name of TEXT_FILTERS) if (filter[name].trim()) params.set(name, filter[name].trim());
  if (filter.orderBy !== DEFAULT_ORDER) params.set('orderBy', filter.orderBy);
  return params;
}

/**
 * The query of a list (and of its CSV, which takes every row: no page). The supplier-payments list takes
 * only the paid-at range and an order of its own; a money-list order it lacks falls back to its default.
 */
export function listQuery(tab: MoneyTab, filter: MoneyFilter): QueryParams {
  if (tab === 'supplier-payments') {
    return {
      paidAtStart: filter.paidAtStart || undefined,
      paidAtEnd: filter.paidAtEnd || undefined,
      orderBy: isSupplierPaymentOrder(filter.orderBy) ? filter.orderBy : undefined,
    };
  }
  return {
    paidAtStart: filter.paidAtStart || undefined,
    paidAtEnd: filter.paidAtEnd || undefined,
    providedAtStart: filter.providedAtStart || undefined,
    providedAtEnd: filter.providedAtEnd || undefined,
    serviceName: filter.serviceName || undefined,
    nickname: filter.nickname || undefined,
    orderBy: filter.orderBy,
  };
}
