import { GUEST_ORDERS } from '../../../core/contract/guests.ts';
import { CUSTOMER_ACCOUNT_TYPES, type CustomerAccountType } from '../../../core/enums.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { customQuery, customValues, type SearchValues } from '../../ui/form/search-fields.tsx';

export type GuestOrder = (typeof GUEST_ORDERS)[number];
const DEFAULT_ORDER: GuestOrder = 'newest';

/** The guest search as the page's URL keeps it (so that a search can be shared and Back returns to it). */
export interface GuestsFilter {
  /** The values of the /schemas/guests/search form. */
  custom: SearchValues;
  type: CustomerAccountType | '';
  orderBy: GuestOrder;
}

const isType = (value: string | null): value is CustomerAccountType =>
  value !== null && (CUSTOMER_ACCOUNT_TYPES as readonly string[]).includes(value);
const isOrder = (value: string | null): value is GuestOrder =>
  value !== null && (GUEST_ORDERS as readonly string[]).includes(value);

/** Reads the URL leniently: a value the API would refuse (an unknown type or order) is ignored. */
export function filterFromParams(params: URLSearchParams): GuestsFilter {
  const type = params.get('type');
  const orderBy = params.get('orderBy');
  return {
    custom: customValues(params.get('custom')),
    type: isType(type) ? type : '',
    orderBy: isOrder(orderBy) ? orderBy : DEFAULT_ORDER,
  };
}

/** The URL of a search: only what differs from the defaults. */
export function filterToParams(filter: GuestsFilter): URLSearchParams {
  const params = new URLSearchParams();
  const custom = customQuery(filter.custom);
  if (custom) params.set('custom', custom);
  if (filter.type) params.set('type', filter.type);
  if (filter.orderBy !== DEFAULT_ORDER) params.set('orderBy', filter.orderBy);
  return params;
}

/** The query of GET /guests for a search and a page. */
export function guestsQuery(filter: GuestsFilter, page: number, perPage: number): QueryParams {
  return {
    custom: customQuery(filter.custom),
    type: filter.type || undefined,
    orderBy: filter.orderBy,
    page,
    perPage,
  };
}
