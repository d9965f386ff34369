import { CHARGE_METHODS, SERVICE_HOUR_TYPES } from '../../../../core/enums.ts';
import { SITE_FEATURES } from '../../../../core/site-features.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { CheckboxGroup, SelectField } from './choice-fields.tsx';
import type { SectionProps } from './site-form.ts';

/**
 * The zones the browser knows, with the site's own kept first when the browser lacks it (an older
 * browser's list, or a name such as `UTC` that some lists leave out), so the select never changes it.
 */
function timeZoneOptions(current: string): { value: string; label: string }[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = known.includes(current) ? known : [current, ...known];
  return zones.map((zone) => ({ value: zone, label: zone }));
}

/** What services may charge and ask for, and the zone their hours are in. */
export function ServiceSection({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  return (
    <section className="card site-section" aria-labelledby="site-service">
      <h2 id="site-service">{t('site.service')}</h2>
      <CheckboxGroup
        legend={t('site.chargeMethods')}
        name="service.chargeMethods"
        selected={site.service.chargeMethods}
        options={CHARGE_METHODS.map((value) => ({ value, label: t(`site.chargeMethod.${value}`) }))}
        onChange={(chargeMethods) => change({ service: { ...site.service, chargeMethods } })}
        errors={errorsOf('service.chargeMethods')}
      />
      <SelectField
        label={t('site.serviceHourType')}
        name="service.serviceHourType"
        value={site.service.serviceHourType}
        options={SERVICE_HOUR_TYPES.map((value) => ({ value, label: t(`site.serviceHourType.${value}`) }))}
        onChange={(serviceHourType) => change({ service: { ...site.service, serviceHourType } })}
        errors={errorsOf('service.serviceHourType')}
      />
      <SelectField
        label={t('site.timeZone')}
        name="service.timeZone"
        value={site.service.timeZone}
        options={timeZoneOptions(site.service.timeZone)}
        onChange={(timeZone) => change({ service: { ...site.service, timeZone } })}
        errors={errorsOf('service.timeZone')}
        help={t('site.timeZoneHelp')}
      />
    </section>
  );
}

/** The optional features, one checkbox each, from the one list the server also accepts. */
export function FeaturesSection({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  const selected = SITE_FEATURES.filter((value) => site.features.some((f) => f.value === value));
  const errors = site.features.flatMap((_, index) => errorsOf(`features.${index}.value`) ?? []);
  return (
    <section className="card site-section" aria-labelledby="site-features">
      <h2 id="site-features">{t('site.features')}</h2>
      <CheckboxGroup
        legend={t('site.features')}
        legendHidden
        help={t('site.featuresLead')}
        name="features"
        selected={selected}
        options={SITE_FEATURES.map((value) => ({ value, label: t(`site.feature.${value}`) }))}
        onChange={(values) => change({ features: values.map((value) => ({ value })) })}
        errors={[...errors, ...(errorsOf('features') ?? [])]}
      />
    </section>
  );
}
