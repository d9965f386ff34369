import type { SiteTexts } from '../../../../core/contract/site.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import { SiteField } from './site-field.tsx';
import type { SectionProps } from './site-form.ts';

/** The site texts English readers see; each one left empty shows the Japanese original. */
const ENGLISH_TEXTS = [
  'name',
  'castName',
  'guestName',
  'guestBelongingTitle',
  'ogpTitle',
  'ogpDescription',
] as const satisfies readonly (keyof SiteTexts)[];

export function EnglishSection({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  const english = site.translations?.en ?? {};
  const set = (key: keyof SiteTexts, value: string) =>
    change({ translations: { ...site.translations, en: { ...english, [key]: value } } });
  return (
    <section className="card site-section" aria-labelledby="site-english">
      <h2 id="site-english">{t('site.english')}</h2>
      <p className="site-help">{t('site.englishLead')}</p>
      <div className="site-grid">
        {ENGLISH_TEXTS.map((key) => (
          <SiteField
            key={key}
            label={t(`site.english.${key}`)}
            name={`translations.en.${key}`}
            lang="en"
            value={english[key] ?? ''}
            onChange={(event) => set(key, event.target.value)}
            errors={errorsOf(`translations.en.${key}`)}
          />
        ))}
      </div>
    </section>
  );
}
