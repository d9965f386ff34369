import { Link, useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { ServiceForm } from './service-form.tsx';
import { useOwnServices, useServiceMutations } from './use-own-services.ts';

/** My services with their status, and the form for a new one. */
export function CastServicesPage() {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const { data } = useOwnServices();
  const { create } = useServiceMutations();
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.castServices')}</PageHeading>
      {data.length > 0 && (
        <ul className="plain-list">
          {data.map((service) => (
            <li key={service.id} className="card">
              <h2>
                <Link to={`/cast/services/${service.id}`}>{service.title}</Link>
              </h2>
              <p>{t(`castServices.status.${service.status}`)}</p>
            </li>
          ))}
        </ul>
      )}
      <section className="card" aria-labelledby="new-service">
        <h2 id="new-service">{t('castServices.new')}</h2>
        <ServiceForm
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: async (saved) => {
                notify({ type: 'success', message: t('castServices.created') });
                await navigate(`/cast/services/${saved.id}`);
              },
            })
          }
        />
      </section>
    </div>
  );
}
