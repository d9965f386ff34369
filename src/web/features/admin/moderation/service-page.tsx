import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import type { AdminServiceDetail, adminServiceResponse } from '../../../../core/contract/admin/moderation.ts';
import { operatorCancelRefusal } from '../../../../core/entries/lifecycle.ts';
import { ENTRY_STATUSES } from '../../../../core/enums.ts';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { useNoticeStore } from '../../../ui/notices/notice-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { ConfirmStep } from '../shell/confirm-step.tsx';
import { ConsoleHeading } from '../shell/console-heading.tsx';
import { consolePath } from '../shell/console-paths.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';
import { LabelledValues } from './labelled-values.tsx';
import { ServiceStatusBadge } from './status-badge.tsx';
import { TableScroll } from './table-scroll.tsx';
import './moderation.css';

type ServiceResponse = z.infer<typeof adminServiceResponse>;

/**
 * The entries page narrowed to this service's entries in progress: the statuses that are neither paid
 * nor final, the same that the server counts as binding both parties.
 */
function inProgressEntriesPath(title: string) {
  const query = new URLSearchParams({ service: title });
  for (const status of ENTRY_STATUSES.filter((s) => operatorCancelRefusal(s) === null)) {
    query.append('statuses', status);
  }
  return `${consolePath('entries')}?${query}`;
}

/** One service as an operator checks it: owner, description, fields, menus; and the unpublish step. */
export function ServicePage() {
  const t = useAdminT();
  const api = useApiClient();
  const { serviceId = '' } = useParams();
  const service = useQuery({
    queryKey: ['admin', 'moderation', 'services', serviceId],
    queryFn: () => api.get<ServiceResponse>(`/admin/services/${serviceId}`),
  });
  const data = service.data?.data;
  if (!data) return null;

  return (
    <>
      <p className="back-link">
        <Link to={consolePath('services')}>{t('moderation.service.back')}</Link>
      </p>
      <ConsoleHeading>{data.title}</ConsoleHeading>
      <div className="moderation-layout">
        <div>
          <ServiceOverview service={data} />
          <section className="card" aria-labelledby="service-description">
            <h2 id="service-description">{t('moderation.service.description')}</h2>
            <p className="pre-wrap">{data.description}</p>
            <h3>{t('moderation.service.values')}</h3>
            <LabelledValues values={data.values} />
          </section>
          <ServiceMenus service={data} />
        </div>
        <UnpublishCard service={data} />
      </div>
    </>
  );
}

function ServiceOverview({ service }: { service: AdminServiceDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  return (
    <section className="card" aria-labelledby="service-overview">
      <h2 id="service-overview">{t('moderation.service.overview')}</h2>
      <dl className="field-values">
        <div>
          <dt>{t('moderation.service.status')}</dt>
          <dd>
            <ServiceStatusBadge status={service.status} />
          </dd>
        </div>
        <div>
          <dt>{t('moderation.service.owner')}</dt>
          <dd>
            {service.cast.nickname} <code>{service.cast.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('moderation.service.ownerEmail')}</dt>
          <dd>{service.cast.email}</dd>
        </div>
        <div>
          <dt>{t('moderation.service.ownerStatus')}</dt>
          <dd>{t(`moderation.accountStatus.${service.cast.status}`)}</dd>
        </div>
        <div>
          <dt>{t('moderation.service.chargeMethod')}</dt>
          <dd>{t(`moderation.chargeMethod.${service.chargeMethod}`)}</dd>
        </div>
        <div>
          <dt>{t('moderation.service.publishedAt')}</dt>
          <dd>{format.dateTime(service.publishedAt)}</dd>
        </div>
        {service.listingEndsAt && (
          <div>
            <dt>{t('moderation.service.listingEndsAt')}</dt>
            <dd>{format.dateTime(service.listingEndsAt)}</dd>
          </div>
        )}
        <div>
          <dt>{t('moderation.service.entriesInProgress')}</dt>
          <dd>
            <Link to={inProgressEntriesPath(service.title)}>
              {t('moderation.service.entriesInProgressCount', { count: service.entriesInProgress })}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function ServiceMenus({ service }: { service: AdminServiceDetail }) {
  const t = useAdminT();
  const format = useConsoleFormat();
  return (
    <section className="card" aria-labelledby="service-menus">
      <h2 id="service-menus">{t('moderation.service.menus')}</h2>
      {service.menus.length === 0 ? (
        <p>{t('moderation.service.noMenus')}</p>
      ) : (
        <TableScroll label={t('moderation.service.menus')}>
          <table className="table moderation-table">
            <thead>
              <tr>
                <th scope="col">{t('moderation.service.menuName')}</th>
                <th scope="col">{t('moderation.service.menuPrice')}</th>
                <th scope="col">{t('moderation.service.menuUnit')}</th>
              </tr>
            </thead>
            <tbody>
              {service.menus.map((menu) => (
                <tr key={menu.id}>
                  <td>
                    {menu.name}
                    {menu.description && <p className="muted pre-wrap">{menu.description}</p>}
                    {menu.values.length > 0 && <LabelledValues values={menu.values} />}
                  </td>
                  <td>
                    {t('moderation.price', {
                      including: format.number(menu.price.includingTax),
                      excluding: format.number(menu.price.excludingTax),
                    })}
                  </td>
                  <td>{menu.unit || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}

function UnpublishCard({ service }: { service: AdminServiceDetail }) {
  const t = useAdminT();
  const api = useApiClient();
  const format = useConsoleFormat();
  const queryClient = useQueryClient();
  const { notify } = useNoticeStore();
  const unpublish = useMutation({
    mutationFn: (reason: string) =>
      api.post<ServiceResponse>(`/admin/services/${service.id}/unpublish`, { reason }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['admin', 'moderation', 'services', service.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation', 'services'] });
      notify({ type: 'success', message: t('moderation.unpublish.done') });
    },
    // A 409 means someone changed it meanwhile: show what it is now.
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: ['admin', 'moderation', 'services', service.id] }),
  });
  const last = service.lastOperatorUnpublish;

  return (
    <section className="card action-card" aria-labelledby="service-unpublish">
      <h2 id="service-unpublish">{t('moderation.unpublish.title')}</h2>
      {service.status === 'publish' ? (
        <>
          <p>{t('moderation.unpublish.lead')}</p>
          <ConfirmStep
            startLabel={t('moderation.unpublish.start')}
            reasonLabel={t('moderation.unpublish.reason')}
            question={t('moderation.unpublish.question', { title: service.title })}
            confirmLabel={t('moderation.unpublish.confirm')}
            sendingLabel={t('moderation.unpublish.sending')}
            pending={unpublish.isPending}
            error={unpublish.error}
            onConfirm={(reason) => unpublish.mutate(reason)}
            onEdit={() => unpublish.reset()}
          />
        </>
      ) : (
        <p>{t('moderation.unpublish.notPublished')}</p>
      )}
      {last && (
        <div className="callout moderation-record">
          <h3>{t('moderation.service.lastUnpublish')}</h3>
          <p className="muted">
            {t('moderation.service.lastUnpublishBy', {
              at: format.dateTime(last.at),
              operator: last.operatorName,
            })}
          </p>
          <p className="pre-wrap">{last.reason}</p>
        </div>
      )}
    </section>
  );
}
