import { type CSSProperties, useEffect } from 'react';
import { getTheme, THEME_FAMILIES, THEME_IDS, type Theme } from '../../../../core/themes.ts';
import { themeVariables } from '../../../ui/theme/apply-theme.ts';
import { FONT_STACKS, loadThemeFont } from '../../../ui/theme/theme-fonts.ts';
import { type AdminTranslate, useAdminT } from '../shell/admin-i18n.ts';
import type { SectionProps } from './site-form.ts';

const THEMES = THEME_IDS.map(getTheme);

export function themeName(t: AdminTranslate, theme: Theme) {
  return t('site.themeName', {
    family: t(`site.themeFamily.${theme.family}`),
    number: Number(theme.id.slice(-2)),
  });
}

/** The twelve themes with their three colours and a sample in their font; the sample beside follows the choice. */
export function ThemePicker({ site, change, errorsOf }: SectionProps) {
  const t = useAdminT();
  useEffect(() => {
    for (const family of THEME_FAMILIES) loadThemeFont(family);
  }, []);
  const chosen = getTheme(site.design.siteThemeId);
  const errors = errorsOf('design.siteThemeId');

  return (
    <section className="card site-section" aria-labelledby="site-theme">
      <h2 id="site-theme">{t('site.theme')}</h2>
      <p className="site-help">{t('site.themeLead')}</p>
      <div className="theme-picker">
        <fieldset className="theme-picker__options">
          <legend className="visually-hidden">{t('site.theme')}</legend>
          {THEMES.map((theme) => (
            <label key={theme.id} className="theme-option">
              <input
                type="radio"
                name="design.siteThemeId"
                value={theme.id}
                checked={theme.id === chosen.id}
                onChange={() => change({ design: { siteThemeId: theme.id } })}
              />
              <span className="theme-option__swatches" aria-hidden="true">
                {Object.values(theme.colors).map((color) => (
                  <span key={color} className="theme-option__swatch" style={{ background: color }} />
                ))}
              </span>
              <span className="theme-option__name">{themeName(t, theme)}</span>
              <span className="theme-option__sample" style={{ fontFamily: FONT_STACKS[theme.family] }}>
                {t('site.themeSample')}
              </span>
            </label>
          ))}
        </fieldset>
        <ThemeSample theme={chosen} siteName={site.name} castName={site.castName} />
      </div>
      {errors && <p className="field__errors">{errors.join(' ')}</p>}
    </section>
  );
}

/** A small piece of the public site drawn in the chosen theme: header, heading, text, a button, a link. */
function ThemeSample({ theme, siteName, castName }: { theme: Theme; siteName: string; castName: string }) {
  const t = useAdminT();
  return (
    <figure
      className="theme-sample"
      style={themeVariables(theme) as CSSProperties}
      aria-label={`${t('site.themePreview')}: ${themeName(t, theme)}`}
      data-theme-id={theme.id}
    >
      <div className="theme-sample__bar">{siteName}</div>
      <div className="theme-sample__body">
        <p className="theme-sample__heading">{t('site.themePreviewHeading')}</p>
        <p>{t('site.themePreviewText', { castName })}</p>
        <span className="theme-sample__button">{t('site.themePreviewButton')}</span>{' '}
        <span className="theme-sample__link">{t('site.themePreviewLink')}</span>
      </div>
    </figure>
  );
}
