import { useNavigate, useParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { ServiceForm } from './service-form.tsx';
import { useOwnService, useServiceMutations } from './use-own-services.ts';

/** One of my services: edit it, its menus, and unpublish, cancel the listing or delete, each confirmed. */
export function CastServicePage() {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const { serviceId = '' } = useParams();
  const service = useOwnService(serviceId);
  const { update, action } = useServiceMutations();

  const act = (name: 'unpublish' | 'cancel-listing' | 'delete') => {
    if (!window.confirm(t(`castServices.confirm.${name}`))) return;
    action.mutate(
      { id: service.id, action: name },
      {
        onSuccess: async () => {
          notify({ type: 'success', message: t(`castServices.done.${name}`) });
          if (name === 'delete') await navigate('/cast/services');
        },
      },
    );
  };

  return (
    <div className="narrow narrow--wide">
      <PageHeading>{service.title}</PageHeading>
      <p>{t(`castServices.status.${service.status}`)}</p>
      <MenuEditor serviceId={service.id} />
      <section className="card" aria-labelledby="edit-service">
        <h2 id="edit-service">{t('castServices.edit')}</h2>
        <ServiceForm
          key={service.updatedAt}
          saved={service}
          pending={update.isPending}
          error={update.error}
          onSubmit={(body) =>
            update.mutate(
              { id: service.id, body },
              { onSuccess: () => notify({ type: 'success', message: t('castServices.saved') }) },
            )
          }
        />
      </section>
      <div className="actions">
        {service.status === 'publish' && (
          <button type="button" className="button button--secondary" onClick={() => act('unpublish')}>
            {t('castServices.unpublish')}
          </button>
        )}
        {service.status === 'publish' && !service.listingEndsAt && (
          <button type="button" className="button button--secondary" onClick={() => act('cancel-listing')}>
            {t('castServices.cancelListing')}
          </button>
        )}
        <button type="button" className="button button--danger" onClick={() => act('delete')}>
          {t('castServices.delete')}
        </button>
      </div>
    </div>
  );
}
