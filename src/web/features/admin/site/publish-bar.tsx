import { useLayoutEffect, useRef, useState } from 'react';
import type { AdminSite } from '../../../../core/contract/admin/site.ts';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import { useAdminT } from '../shell/admin-i18n.ts';
import { useAdminSite } from './use-admin-site.ts';

export type Outcome = 'saved' | 'published' | 'discarded' | 'invalid';
const OUTCOME_KEYS = {
  saved: 'site.status.saved',
  published: 'site.status.published.done',
  discarded: 'site.status.discarded',
  invalid: 'site.status.invalid',
} as const;

/**
 * The sticky bar under the settings: where the draft stands, save, preview, and publish or discard after
 * an inline confirmation. Preview and publish act on the saved draft, so they wait for a save.
 */
export function PublishBar(props: {
  hasDraft: boolean;
  dirty: boolean;
  saving: boolean;
  outcome: Outcome | null;
  onSettled: (next: AdminSite, outcome: Outcome) => void;
}) {
  const t = useAdminT();
  const { locale } = useLocale();
  const { preview, publish, discard } = useAdminSite();
  const [confirming, setConfirming] = useState<'publish' | 'discard' | null>(null);
  const [previewLink, setPreviewLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const confirmRef = useRef<HTMLFieldSetElement>(null);
  const returnFocus = useRef<HTMLButtonElement | null>(null);
  const draftReady = props.hasDraft && !props.dirty;

  useLayoutEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const status = props.outcome
    ? t(OUTCOME_KEYS[props.outcome])
    : props.dirty
      ? t('site.status.dirty')
      : props.hasDraft
        ? t('site.status.draft')
        : t('site.status.published');

  async function openPreview() {
    const link = await preview.mutateAsync();
    setPreviewLink(link);
    // A blocked pop-up is no failure: the link below opens the same preview.
    window.open(link.url, '_blank', 'noopener');
  }
  async function confirm() {
    const action = confirming === 'publish' ? publish : discard;
    const next = await action.mutateAsync();
    setConfirming(null);
    setPreviewLink(null);
    props.onSettled(next, confirming === 'publish' ? 'published' : 'discarded');
  }
  function cancel() {
    setConfirming(null);
    returnFocus.current?.focus();
  }
  const ask = (which: 'publish' | 'discard') => (event: React.MouseEvent<HTMLButtonElement>) => {
    returnFocus.current = event.currentTarget;
    setConfirming(which);
  };
  const expiry = previewLink
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Asia/Tokyo',
      }).format(new Date(previewLink.expiresAt))
    : '';

  return (
    <section className="site-bar" aria-label={t('site.actions')}>
      <p
        className="site-bar__status"
        role="status"
        data-state={props.dirty ? 'dirty' : props.hasDraft ? 'draft' : 'published'}
      >
        {status}
        {props.hasDraft && props.dirty && <> {t('site.previewSaveFirst')}</>}
      </p>
      {previewLink && draftReady && (
        <p className="site-bar__preview">
          {t('site.previewReady', { time: expiry })}{' '}
          <a href={previewLink.url} target="_blank" rel="noreferrer" data-testid="preview-link">
            {t('site.previewLink')}
          </a>
        </p>
      )}
      {confirming ? (
        <fieldset ref={confirmRef} className="site-bar__confirm callout callout--danger" tabIndex={-1}>
          <legend>{t(confirming === 'publish' ? 'site.publishConfirm' : 'site.discardConfirm')}</legend>
          <div className="site-bar__buttons">
            <button
              type="button"
              className={`button ${confirming === 'publish' ? 'button--primary' : 'button--danger'}`}
              disabled={publish.isPending || discard.isPending}
              onClick={() => void confirm()}
            >
              {publish.isPending
                ? t('site.publishing')
                : t(confirming === 'publish' ? 'site.publishYes' : 'site.discardYes')}
            </button>
            <button type="button" className="button button--secondary" onClick={cancel}>
              {t('site.cancel')}
            </button>
          </div>
        </fieldset>
      ) : (
        <div className="site-bar__buttons">
          <button type="submit" className="button button--primary" disabled={props.saving}>
            {props.saving ? t('site.saving') : t('site.saveDraft')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!draftReady || preview.isPending}
            onClick={() => void openPreview()}
          >
            {preview.isPending ? t('site.previewing') : t('site.preview')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!draftReady}
            onClick={ask('publish')}
          >
            {t('site.publish')}
          </button>
          {props.hasDraft && (
            <button
              type="button"
              className="button button--danger site-bar__discard"
              onClick={ask('discard')}
            >
              {t('site.discard')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
