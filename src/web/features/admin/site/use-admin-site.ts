import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminSite,
  adminSiteResponse,
  siteImageResponse,
  sitePreviewResponse,
} from '../../../../core/contract/admin/site.ts';
import type { SiteSettings } from '../../../../core/contract/site.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';

const siteKey = ['admin', 'site'] as const;
type SiteAnswer = z.infer<typeof adminSiteResponse>;

/** The published settings and the draft, and the calls that change them (each answers the new state). */
export function useAdminSite() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const site = useQuery({ queryKey: siteKey, queryFn: () => api.get<SiteAnswer>('/admin/site') });
  const settle = (answer: SiteAnswer): AdminSite => {
    queryClient.setQueryData(siteKey, answer);
    return answer.data;
  };

  const saveDraft = useMutation({
    mutationFn: async (draft: SiteSettings) => settle(await api.put<SiteAnswer>('/admin/site', draft)),
  });
  const publish = useMutation({
    mutationFn: async () => settle(await api.post<SiteAnswer>('/admin/site/publish')),
  });
  const discard = useMutation({
    mutationFn: async () => settle(await api.delete<SiteAnswer>('/admin/site/draft')),
  });
  const preview = useMutation({
    mutationFn: async () => (await api.post<z.infer<typeof sitePreviewResponse>>('/admin/site/preview')).data,
  });
  return { site, saveDraft, publish, discard, preview };
}

/** Uploads an image for the site; a refused file throws a ValidationError with `errors.file`. */
export function useUploadSiteImage() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.set('file', file);
      return (await api.post<z.infer<typeof siteImageResponse>>('/admin/site/images', body)).data;
    },
  });
}
