import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { SCOUT_DAILY_LIMIT, SCOUT_REPEAT_DAYS } from '../../../core/contract/scouts.ts';
import { HttpError, ValidationError } from '../../api/errors.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ControlFrame } from '../../ui/form/control-frame.tsx';
import { TextAreaField } from '../../ui/form/text-area-field.tsx';
import { useNoticeStore } from '../../ui/notices/notice-context.tsx';
import { useOwnServices } from '../cast-services/use-own-services.ts';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { useScout } from './use-scouts.ts';

/** The refusals that are about the cast's scouting so far (the limits), said inside the dialog. */
const LIMIT_STATUSES = [409, 429];

/**
 * The scout: one of the cast's published services and a message. Field errors show next to their
 * inputs; a limit reached (409, 429) is said in the dialog, where the cast is looking.
 */
export function ScoutForm({
  guestId,
  nickname,
  onDone,
  onCancel,
}: {
  guestId: string;
  nickname: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const site = useSite();
  const { notify } = useNoticeStore();
  const services = useOwnServices().data.filter((service) => service.status === 'publish');
  const scout = useScout(guestId);
  const [serviceId, setServiceId] = useState('');
  const [message, setMessage] = useState('');
  const errors = scout.error instanceof ValidationError ? scout.error.errors : {};
  const refusal =
    scout.error instanceof HttpError && LIMIT_STATUSES.includes(scout.error.status)
      ? scout.error.message
      : null;
  const roles = siteMessageParams(site);

  if (services.length === 0) {
    return (
      <>
        <p>{t('scouts.noServices')}</p>
        <div className="actions">
          <Link className="button button--primary" to="/cast/services">
            {t('page.castServices')}
          </Link>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('scouts.cancel')}
          </button>
        </div>
      </>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    scout.mutateAsync({ serviceId, message }).then(
      () => {
        notify({ type: 'success', message: t('scouts.sent', { name: nickname }) });
        onDone();
      },
      () => {
        // The one error handler has told the user; the dialog shows field errors and limits itself.
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit}>
      <p>{t('scouts.lead', roles)}</p>
      <ControlFrame label={t('scouts.service')} errors={errors.serviceId}>
        {(control) => (
          <select
            {...control}
            className="field__input"
            value={serviceId}
            onChange={(event) => setServiceId(event.target.value)}
          >
            <option value="">{t('form.choose')}</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        )}
      </ControlFrame>
      <TextAreaField
        label={t('scouts.message')}
        rows={5}
        maxLength={2000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        errors={errors.message}
      />
      <p>{t('scouts.limits', { ...roles, daily: SCOUT_DAILY_LIMIT, days: SCOUT_REPEAT_DAYS })}</p>
      {/* Present before any refusal, so that the refusal added to it is announced. */}
      <div role="alert">{refusal && <p className="callout callout--danger">{refusal}</p>}</div>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={scout.isPending}>
          {t('scouts.send')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('scouts.cancel')}
        </button>
      </div>
    </form>
  );
}
