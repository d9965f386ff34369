import { useSuspenseQuery } from '@tanstack/react-query';
import type { AccountInfo } from '../../../core/contract/account-info.ts';
import type { AccountType } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';

export const accountInfoPath = (role: AccountType) => `/${role}s/me/account-info`;
export const accountInfoKey = (role: AccountType) => [...queryKeys.accountInfo, role];

/** GET /casts|guests/me/account-info */
export function useAccountInfo(role: AccountType) {
  const client = useApiClient();
  return useSuspenseQuery({
    queryKey: accountInfoKey(role),
    queryFn: async ({ signal }) =>
      (await client.get<{ data: AccountInfo }>(accountInfoPath(role), { signal })).data,
  }).data;
}
