import type { SiteSettings } from '../../../../core/contract/site.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { SiteField } from './site-field.tsx';
import { inputFromNumber, numberFromInput, type SectionProps } from './site-form.ts';

type LifecycleKey = keyof SiteSettings['lifecycle'];
const DEADLINES: Array<{ key: LifecycleKey; max: number }> = [
  { key: 'responseDays', max: 60 },
  { key: 'estimateDays', max: 60 },
  { key: 'autoChargeDays', max: 60 },
  { key: 'reviewWindowDays', max: 90 },
];

/** The entry lifecycle's deadlines, in days (the server holds the same bounds). */
export function LifecycleSection({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  return (
    <section className="card site-section" aria-labelledby="site-lifecycle">
      <h2 id="site-lifecycle">{t('site.lifecycle')}</h2>
      <p className="site-help">{t('site.lifecycleLead')}</p>
      <div className="site-grid">
        {DEADLINES.map(({ key, max }) => (
          <SiteField
            key={key}
            label={t(`site.${key}`)}
            help={t(`site.${key}Help`)}
            name={`lifecycle.${key}`}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            unit={t('site.days')}
            value={inputFromNumber(site.lifecycle[key])}
            onChange={(event) =>
              change({ lifecycle: { ...site.lifecycle, [key]: numberFromInput(event.target.value) } })
            }
            errors={errorsOf(`lifecycle.${key}`)}
          />
        ))}
      </div>
    </section>
  );
}
