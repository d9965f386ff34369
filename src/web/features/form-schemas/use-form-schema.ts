import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FormField } from '../../../core/forms/form-schema.ts';
import { labelsInLocale } from '../../../core/texts-in-locale.ts';
import type { QueryParams } from '../../api/api-client.ts';
import { useApiClient } from '../../api/api-client-context.tsx';
import { queryKeys } from '../../api/query-keys.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/**
 * The fields of one operator-defined form, e.g. useFormSchema('/schemas/casts/edit'), with their labels
 * and choices in the active language (the operator's English version, or the Japanese label).
 */
export function useFormSchema(path: string, query: QueryParams = {}): readonly FormField[] {
  const client = useApiClient();
  const { locale } = useLocale();
  const fields = useSuspenseQuery({
    queryKey: [...queryKeys.schemas, path, query],
    queryFn: async ({ signal }) =>
      (await client.get<{ data: { fields: FormField[] } }>(path, { query, signal })).data.fields,
    staleTime: 5 * 60 * 1000,
  }).data;
  return useMemo(() => labelsInLocale(fields, locale), [fields, locale]);
}
