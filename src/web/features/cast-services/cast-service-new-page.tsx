import { useNavigate } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { ServiceForm } from './service-form.tsx';
import { useServiceMutations } from './use-own-services.ts';

/**
 * A new service, saved as a draft: it is published from its editor once it has a priced menu, so the
 * form says so up front.
 */
export function CastServiceNewPage() {
  const t = useT();
  const navigate = useNavigate();
  const { notify } = useNoticeStore();
  const { create } = useServiceMutations();
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.castServiceNew')}</PageHeading>
      <p>{t('castServices.new.text')}</p>
      <section className="card" aria-label={t('page.castServiceNew')}>
        <ServiceForm
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(
              { ...body, status: 'draft', menus: [] },
              {
                onSuccess: async (saved) => {
                  notify({ type: 'success', message: t('castServices.created') });
                  await navigate(`/cast/services/${saved.id}`);
                },
              },
            )
          }
        />
      </section>
    </div>
  );
}
