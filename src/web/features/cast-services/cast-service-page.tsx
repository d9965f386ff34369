import './cast-services.css';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { PublishControl } from './publish-control.tsx';
import { ServiceForm } from './service-form.tsx';
import { ServicePreview } from './service-preview.tsx';
import { useOwnMenus, useOwnService, useServiceMutations } from './use-own-services.ts';

/**
 * The editor of one of my services: whether it is public (and why not yet), its menus, how its card
 * looks, its content, and deleting it after a dialog.
 */
export function CastServicePage() {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const { serviceId = '' } = useParams();
  const service = useOwnService(serviceId);
  const menus = useOwnMenus(serviceId);
  const { update, action } = useServiceMutations();
  const [deleting, setDeleting] = useState(false);

  const remove = () =>
    action.mutate(
      { id: service.id, action: 'delete' },
      {
        onSuccess: async () => {
          notify({ type: 'success', message: t('castServices.done.delete') });
          await navigate('/cast/services');
        },
        onError: () => setDeleting(false),
      },
    );

  return (
    <div className="cast-service-editor">
      <div className="cast-service-editor__head">
        <p>
          <Link to="/cast/services">{t('castServices.back')}</Link>
        </p>
        <PageHeading>{service.title}</PageHeading>
      </div>
      <div className="cast-service-editor__side">
        <PublishControl service={service} hasMenu={menus.length > 0} />
        <ServicePreview service={service} />
      </div>
      <div className="cast-service-editor__main">
        <MenuEditor serviceId={service.id} menus={menus} />
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
          <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
            {t('castServices.delete')}
          </button>
        </div>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('castServices.confirm.delete.title')}
          confirmLabel={t('castServices.confirm.delete.button')}
          danger
          pending={action.isPending}
          onConfirm={remove}
          onClose={() => setDeleting(false)}
        >
          <p>{t('castServices.confirm.delete')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
