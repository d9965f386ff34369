import type { LabelledValue } from '../../../../core/contract/admin/moderation.ts';
import { useAdminT } from '../shell/admin-i18n.ts';

/** Custom values under their field labels; private ones are marked, since the public never sees them. */
export function LabelledValues({ values }: { values: LabelledValue[] }) {
  const t = useAdminT();
  if (values.length === 0) return <p className="muted">{t('moderation.service.noValues')}</p>;
  return (
    <dl className="field-values">
      {values.map((value) => (
        <div key={value.key}>
          <dt>
            {value.label}
            {value.private && (
              <span className="status-badge status-badge--quiet">{t('moderation.service.private')}</span>
            )}
          </dt>
          <dd className="pre-wrap">{value.display}</dd>
        </div>
      ))}
    </dl>
  );
}
