import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type { IdentificationDetail, identificationResponse } from '../../../../core/contract/admin/people.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { IdentificationDecision } from './identification-decision.tsx';
import './people.css';
import { peopleKeys } from './query-keys.ts';

/** One submission: who, which document, the documents themselves, and the decision. */
export function IdentificationPage() {
  const t = useAdminT();
  const api = useApiClient();
  const { accountId = '' } = useParams();
  const identification = useQuery({
    queryKey: peopleKeys.identification(accountId),
    queryFn: async ({ signal }) =>
      (
        await api.get<z.infer<typeof identificationResponse>>(`/admin/identifications/${accountId}`, {
          signal,
        })
      ).data,
  });

  return (
    <>
      <Link className="people-back" to={consolePath('identifications')}>
        {t('people.identification.back')}
      </Link>
      {identification.data ? (
        <IdentificationView identification={identification.data} />
      ) : (
        <p>{identification.isError ? t('console.notFound') : t('console.loading')}</p>
      )}
    </>
  );
}

function IdentificationView({ identification }: { identification: IdentificationDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  return (
    <>
      <ConsoleHeading>
        {t('people.identification.title', { nickname: identification.nickname })}
      </ConsoleHeading>
      <section className="card" aria-labelledby="submission-heading">
        <h2 id="submission-heading">{t('people.identification.summary')}</h2>
        <dl className="people-facts">
          <dt>{t('people.identifications.customer')}</dt>
          <dd>
            {identification.nickname} ({identification.email}) ·{' '}
            <Link to={consolePath(`customers/${identification.accountId}`)}>
              {t('people.identification.customerPage')}
            </Link>
          </dd>
          <dt>{t('people.identifications.role')}</dt>
          <dd>{t(`people.type.${identification.type}`)}</dd>
          <dt>{t('people.identifications.documentType')}</dt>
          <dd>{t(`people.documentType.${identification.documentType}`)}</dd>
          <dt>{t('people.identifications.submittedAt')}</dt>
          <dd>{format.dateTime(identification.submittedAt)}</dd>
          <dt>{t('people.customers.status')}</dt>
          <dd>
            <span className={`people-status people-status--${identification.reviewStatus}`}>
              {t(`people.identifications.status.${identification.reviewStatus}`)}
            </span>
          </dd>
        </dl>
        {identification.accountStatus !== 'active' && (
          <p className="callout callout--danger">
            {t('people.identification.accountNotActive', {
              status: t(`people.status.${identification.accountStatus}`),
            })}
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="documents-heading">
        <h2 id="documents-heading">{t('people.identification.documents')}</h2>
        {identification.documents.length === 0 ? (
          <p className="people-note">{t('people.identification.noDocuments')}</p>
        ) : (
          <ul className="people-documents">
            {identification.documents.map((document, index) => (
              <li key={document.id}>
                {document.mime.startsWith('image/') ? (
                  <figure>
                    <img
                      src={document.url}
                      alt={t('people.identification.document', { number: index + 1 })}
                    />
                    <figcaption>
                      <a href={document.url} target="_blank" rel="noreferrer">
                        {t('people.identification.openImage', { number: index + 1 })}
                      </a>
                    </figcaption>
                  </figure>
                ) : (
                  <a className="button button--secondary" href={document.url} download>
                    {t('people.identification.downloadPdf', { number: index + 1 })}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <IdentificationDecision identification={identification} />
    </>
  );
}
