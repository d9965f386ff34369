import type { ModeratedValue } from '../../../../core/contract/admin/moderation.ts';
import { useAdminT } from '../shell/admin-i18n.ts';

/**
 * Custom values under their field labels. Private fields are marked (the public never sees them), and so
 * are answers to fields the operator has since removed (kept, so nothing a cast wrote is hidden).
 */
export function LabelledValues({ values }: { values: ModeratedValue[] }) {
  const t = useAdminT();
  const shown = values.filter((value) => value.text !== '');
  if (shown.length === 0) return <p className="muted">{t('moderation.service.noValues')}</p>;
  return (
    <dl className="field-values">
      {shown.map((value) => (
        <div key={value.key}>
          <dt>
            {value.label}
            {value.private && (
              <span className="status-badge status-badge--quiet">{t('moderation.service.private')}</span>
            )}
            {value.retired && (
              <span className="status-badge status-badge--quiet">{t('moderation.service.retired')}</span>
            )}
          </dt>
          <dd className="pre-wrap">{value.text}</dd>
        </div>
      ))}
    </dl>
  );
}
