import { useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Notice, noticesResponse } from '../../../core/contract/notices.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

export type NoticeAudienceList = 'cast' | 'guest';

/**
 * A page of notices: casts read /casts/notices, everyone else /guests/notices (which is public). Notices
 * come in the reader's language (an operator's English version when written), so each language is kept apart.
 */
export function useNotices(audience: NoticeAudienceList, page: number, perPage = 10) {
  const client = useApiClient();
  const { locale } = useLocale();
  return useSuspenseQuery({
    queryKey: [...queryKeys.notices, audience, page, perPage, locale],
    queryFn: async ({ signal }) =>
      client.get<z.infer<typeof noticesResponse>>(`/${audience}s/notices`, {
        query: { page, perPage },
        signal,
      }),
  }).data;
}

export function useNotice(noticeId: string) {
  const client = useApiClient();
  const { locale } = useLocale();
  return useSuspenseQuery({
    queryKey: [...queryKeys.notices, 'detail', noticeId, locale],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: Notice }>(`/notices/${noticeId}`, { signal })).data,
  }).data;
}
