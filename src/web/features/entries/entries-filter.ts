import { ENTRY_ORDERS } from '../../../core/contract/entries.ts';
import { ENTRY_STATUSES, type EntryStatus } from '../../../core/enums.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { dateParam } from '../../ui/form/url-filter.ts';

export type EntryOrder = (typeof ENTRY_ORDERS)[number];
export const DEFAULT_ORDER: EntryOrder = 'entered_at_desc';

/** The filters of the entries list, as the page's URL keeps them (so that a filtered list can be shared). */
export interface EntriesFilter {
  enteredAtStart: string;
  enteredAtEnd: string;
  reservationAtStart: string;
  reservationAtEnd: string;
  statuses: EntryStatus[];
  actionRequiredOnly: boolean;
  nickname: string;
  orderBy: EntryOrder;
}

export const DATE_FILTERS = [
  'enteredAtStart',
  'enteredAtEnd',
  'reservationAtStart',
  'reservationAtEnd',
] as const;

const isStatus = (value: string): value is EntryStatus =>
  (ENTRY_STATUSES as readonly string[]).includes(value);
const isOrder = (value: string | null): value is EntryOrder =>
  value !== null && (ENTRY_ORDERS as readonly string[]).includes(value);

/** Reads the URL leniently: a value the API would refuse (a bad date, an unknown status) is ignored. */
export function filterFromParams(params: URLSearchParams): EntriesFilter {
  const date = (name: (typeof DATE_FILTERS)[number]) => dateParam(params, name);
  const orderBy = params.get('orderBy');
  return {
    enteredAtStart: date('enteredAtStart'),
    enteredAtEnd: date('enteredAtEnd'),
    reservationAtStart: date('reservationAtStart'),
    reservationAtEnd: date('reservationAtEnd'),
    statuses: (params.get('statuses') ?? '').split(',').filter(isStatus),
    actionRequiredOnly: params.get('actionRequiredOnly') === 'true',
    nickname: (params.get('nickname') ?? '').trim(),
    orderBy: isOrder(orderBy) ? orderBy : DEFAULT_ORDER,
  };
}

/** The URL of a filter: only what differs from the defaults, statuses as one comma list. */
export function filterToParams(filter: EntriesFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of DATE_FILTERS) if (filter[name]) params.set(name, filter[name]);
  if (filter.statuses.length > 0) params.set('statuses', filter.statuses.join(','));
  if (filter.actionRequiredOnly) params.set('actionRequiredOnly', 'true');
  if (filter.nickname.trim()) params.set('nickname', filter.nickname.trim());
  if (filter.orderBy !== DEFAULT_ORDER) params.set('orderBy', filter.orderBy);
  return params;
}

/** The query of GET …/entries for a filter and a page. */
export function entriesQuery(filter: EntriesFilter, page: number, perPage: number): QueryParams {
  return {
    enteredAtStart: filter.enteredAtStart || undefined,
    enteredAtEnd: filter.enteredAtEnd || undefined,
    reservationAtStart: filter.reservationAtStart || undefined,
    reservationAtEnd: filter.reservationAtEnd || undefined,
    'statuses[]': filter.statuses,
    actionRequiredOnly: filter.actionRequiredOnly ? 'true' : undefined,
    nickname: filter.nickname || undefined,
    orderBy: filter.orderBy,
    page,
    perPage,
  };
}
