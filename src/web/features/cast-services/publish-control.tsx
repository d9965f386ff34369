import { useState } from 'react';
import { Link } from 'react-router';
import type { OwnService } from '../../../core/contract/services.ts';
import { useLocale, useT } from '../../i18n/i18n-context.tsx';
import { Badge, type BadgeTone } from '../../ui/badge/badge.tsx';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { EntryTime } from '../entries/entry-time.tsx';
import { formatYen } from '../services/yen.tsx';
import { useSite } from '../site/site-query.ts';
import { useServiceMutations } from './use-own-services.ts';

const TONES: Record<OwnService['status'], BadgeTone> = {
  draft: 'neutral',
  publish: 'success',
  unpublish: 'neutral',
};

type Step = 'publish' | 'unpublish' | 'cancel-listing';

/**
 * The one place where a cast publishes or hides a service. Publishing needs a priced menu: until there
 * is one the button stays visible but disabled, with the reason beside it. The monthly listing fee is
 * explained where the site charges one, and each step that costs or hides opens a dialog first.
 */
export function PublishControl({ service, hasMenu }: { service: OwnService; hasMenu: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const { notify } = useNoticeStore();
  const fee = useSite().payment.serviceListingFeeMonthly;
  const { publish, action } = useServiceMutations();
  const [step, setStep] = useState<Step | null>(null);
  const published = service.status === 'publish';
  const close = () => setStep(null);
  const done = (name: Step) => {
    close();
    notify({ type: 'success', message: t(`castServices.done.${name}`) });
  };

  const run = (name: Step) => {
    if (name === 'publish') publish.mutate(service, { onSuccess: () => done(name), onError: close });
    else action.mutate({ id: service.id, action: name }, { onSuccess: () => done(name), onError: close });
  };

  return (
    <section className="card publish-control" aria-labelledby="publish-heading">
      <h2 id="publish-heading">{t('castServices.publishing')}</h2>
      <p>
        <Badge tone={TONES[service.status]}>{t(`castServices.badge.${service.status}`)}</Badge>{' '}
        {t(`castServices.state.${service.status}`)}
      </p>
      {published && service.listingEndsAt && (
        <p>
          {t('castServices.listingEnds')} <EntryTime iso={service.listingEndsAt} date />
        </p>
      )}
      {fee > 0 && (
        <p className="publish-control__fee">{t('castServices.fee', { fee: formatYen(fee, locale) })}</p>
      )}
      <div className="actions">
        {published ? (
          <>
            <Link className="button button--secondary" to={`/guest/services/${service.id}`}>
              {t('castServices.viewPublic')}
            </Link>
            <button type="button" className="button button--secondary" onClick={() => setStep('unpublish')}>
              {t('castServices.unpublish')}
            </button>
            {fee > 0 && !service.listingEndsAt && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setStep('cancel-listing')}
              >
                {t('castServices.cancelListing')}
              </button>
            )}
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={!hasMenu || publish.isPending}
            aria-describedby={hasMenu ? undefined : 'publish-reason'}
            onClick={() => (fee > 0 ? setStep('publish') : run('publish'))}
          >
            {t('castServices.publish')}
          </button>
        )}
      </div>
      {!published && !hasMenu && (
        <p id="publish-reason" className="publish-control__reason">
          {t('castServices.publishNeedsMenu')}
        </p>
      )}
      {step && (
        <ConfirmDialog
          title={t(`castServices.confirm.${step}.title`)}
          confirmLabel={t(`castServices.confirm.${step}.button`)}
          pending={publish.isPending || action.isPending}
          onConfirm={() => run(step)}
          onClose={close}
        >
          <p>{t(`castServices.confirm.${step}`)}</p>
          {fee > 0 && step !== 'unpublish' && (
            <p>{t(`castServices.confirm.${step}.fee`, { fee: formatYen(fee, locale) })}</p>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
