import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { Earnings, MoneyListResponse, SupplierPaymentsResponse } from '../../../core/contract/sales.ts';
import type { AccountType } from '../../../core/enums.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';
import type { MoneyTab } from './money-filter.ts';

/** `/casts/me/sales`, `/guests/me/payments`…: the signed-in account's list of that name. */
function listApiPath(role: AccountType, tab: MoneyTab): string {
  return `/${role}s/me/${tab}`;
}

export type MoneyListAnswer<T extends MoneyTab> = T extends 'supplier-payments'
  ? SupplierPaymentsResponse
  : MoneyListResponse;

/** One page of a list with the totals of its whole filtered range. */
export function useMoneyList<T extends MoneyTab>(role: AccountType, tab: T, query: QueryParams) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: [...queryKeys.sales, role, tab, query] as const,
    queryFn: ({ signal }) => client.get<MoneyListAnswer<T>>(listApiPath(role, tab), { query, signal }),
  }).data;
}

/**
 * The address of the list's CSV with the same filters: a plain link, so that the browser downloads the
 * file itself. A link cannot send Accept-Language, so the header row's language goes in the query.
 */
export function useCsvUrl(role: AccountType, tab: MoneyTab, query: QueryParams): string {
  const client = useApiClient();
  const { locale } = useLocale();
  return client.url(`${listApiPath(role, tab)}.csv`, { ...query, lang: locale });
}

function earningsQuery(client: ReturnType<typeof useApiClient>, role: AccountType) {
  return {
    queryKey: [...queryKeys.sales, role, 'earnings'] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      client.get<{ data: Earnings }>(`/${role}s/me/earnings`, { signal }),
  };
}

/** The signed-in supplier's balance, next transfer day, payouts and bank account (GET …/earnings). */
export function useEarnings(role: AccountType) {
  return useSuspenseQuery(earningsQuery(useApiClient(), role)).data.data;
}

/** The same, for a page where it is a side note: undefined until it has arrived, or if it cannot. */
export function useEarningsIfAnswered(role: AccountType): Earnings | undefined {
  return useQuery(earningsQuery(useApiClient(), role)).data?.data;
}
