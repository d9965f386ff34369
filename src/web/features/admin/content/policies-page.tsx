import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { z } from 'zod';
import type { adminPageResponse } from '../../../../core/contract/admin/content.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { HttpError } from '../../../api/errors.ts';
import { type AdminMessageKey, useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import './content.css';

/** The three documents a site must publish, each with its own editor. */
export const POLICY_DOCUMENTS = [
  {
    id: 'terms-cast',
    api: '/admin/terms/cast',
    publicPath: '/cast/terms',
    labelKey: 'content.policies.termsCast',
  },
  {
    id: 'terms-guest',
    api: '/admin/terms/guest',
    publicPath: '/guest/terms',
    labelKey: 'content.policies.termsGuest',
  },
  {
    id: 'privacy-policy',
    api: '/admin/privacy-policy',
    publicPath: '/privacy-policy',
    labelKey: 'content.policies.privacy',
  },
] as const satisfies ReadonlyArray<{
  id: string;
  api: string;
  publicPath: string;
  labelKey: AdminMessageKey;
}>;
export type PolicyDocument = (typeof POLICY_DOCUMENTS)[number];

/** A document, or null when the site has none yet (the editor then writes the first one). */
export function usePolicyDocument(document: PolicyDocument) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['admin', 'content', 'policies', document.id],
    queryFn: async () => {
      try {
        return (await api.get<z.infer<typeof adminPageResponse>>(document.api)).data;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

function PolicyCard({ document }: { document: PolicyDocument }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  const page = usePolicyDocument(document);
  return (
    <li className="card">
      <h2>{t(document.labelKey)}</h2>
      {page.data === null && <p>{t('content.policies.missing')}</p>}
      {page.data && (
        <p>
          {page.data.title} · {t('content.updatedAtValue', { at: format.dateTime(page.data.updatedAt) })}
        </p>
      )}
      <Link className="button button--secondary" to={consolePath(`policies/${document.id}`)}>
        {t('content.policies.edit', { name: t(document.labelKey) })}
      </Link>
    </li>
  );
}

export function PoliciesPage() {
  const t = useAdminT();
  return (
    <>
      <ConsoleHeading lead={t('content.policies.lead')}>{t('content.policies.title')}</ConsoleHeading>
      <ul className="plain-list">
        {POLICY_DOCUMENTS.map((document) => (
          <PolicyCard key={document.id} document={document} />
        ))}
      </ul>
    </>
  );
}
