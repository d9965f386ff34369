import { useAdminT } from '../shell/admin-i18n.ts';
import { SiteField } from './site-field.tsx';
import type { SectionProps } from './site-form.ts';

/** The site's name, code, contact address and what guests register; then what members are called. */
export function BasicSection({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  return (
    <>
      <section className="card site-section" aria-labelledby="site-basic">
        <h2 id="site-basic">{t('site.basic')}</h2>
        <div className="site-grid">
          <SiteField
            label={t('site.name')}
            name="name"
            value={site.name}
            onChange={(event) => change({ name: event.target.value })}
            errors={errorsOf('name')}
          />
          <SiteField
            label={t('site.siteCode')}
            name="siteCode"
            help={t('site.siteCodeHelp')}
            value={site.siteCode}
            onChange={(event) => change({ siteCode: event.target.value })}
            errors={errorsOf('siteCode')}
          />
          <SiteField
            label={t('site.contactEmail')}
            name="contactEmail"
            type="email"
            value={site.contactEmail}
            onChange={(event) => change({ contactEmail: event.target.value })}
            errors={errorsOf('contactEmail')}
          />
          <SiteField
            label={t('site.guestBelongingTitle')}
            name="guestBelongingTitle"
            help={t('site.guestBelongingTitleHelp')}
            value={site.guestBelongingTitle}
            onChange={(event) => change({ guestBelongingTitle: event.target.value })}
            errors={errorsOf('guestBelongingTitle')}
          />
        </div>
      </section>
      <section className="card site-section" aria-labelledby="site-roles">
        <h2 id="site-roles">{t('site.roles')}</h2>
        <p className="site-help">{t('site.rolesLead')}</p>
        <div className="site-grid">
          <SiteField
            label={t('site.castName')}
            name="castName"
            value={site.castName}
            onChange={(event) => change({ castName: event.target.value })}
            errors={errorsOf('castName')}
          />
          <SiteField
            label={t('site.guestName')}
            name="guestName"
            value={site.guestName}
            onChange={(event) => change({ guestName: event.target.value })}
            errors={errorsOf('guestName')}
          />
        </div>
      </section>
    </>
  );
}
