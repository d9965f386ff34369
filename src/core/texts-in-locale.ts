import type { Layout } from './contract/layouts.ts';
import type { SiteSettings } from './contract/site.ts';
import type { FormField } from './forms/form-schema.ts';
import type { Locale } from './i18n.ts';

// What a reader of a language sees of the texts operators write (docs/i18n.md): the one place each is
// chosen, apart from the schemas (and zod) so that the web app's public pages carry only these rules.

/** The parts of the settings that have a version per language. */
export type SiteTextParts = Pick<
  SiteSettings,
  'name' | 'castName' | 'guestName' | 'guestBelongingTitle' | 'ogp' | 'translations'
>;

/**
 * The settings as a reader of `locale` sees them: each site text in that language when the operator
 * wrote one, the Japanese original otherwise.
 */
export function siteInLocale<S extends SiteTextParts>(site: S, locale: Locale): S {
  const texts = locale === 'ja' ? undefined : site.translations?.[locale];
  if (!texts) return site;
  const pick = (text: string | undefined, original: string) => text?.trim() || original;
  return {
    ...site,
    name: pick(texts.name, site.name),
    castName: pick(texts.castName, site.castName),
    guestName: pick(texts.guestName, site.guestName),
    guestBelongingTitle: pick(texts.guestBelongingTitle, site.guestBelongingTitle),
    ogp: {
      ...site.ogp,
      title: pick(texts.ogpTitle, site.ogp.title),
      description: pick(texts.ogpDescription, site.ogp.description),
    },
  };
}

/** The layout as a reader of `locale` sees it: each block's heading and text in that language if written. */
export function layoutInLocale(value: Layout, locale: Locale): Layout {
  if (locale === 'ja') return value;
  return {
    ...value,
    blocks: value.blocks.map((block) => {
      const texts = block.translations?.[locale];
      return {
        ...block,
        title: texts?.title?.trim() || block.title,
        text: texts?.text?.trim() || block.text,
      };
    }),
  };
}

function labelIn<T extends { label: string; translations?: FormField['options'][number]['translations'] }>(
  item: T,
  locale: Locale,
): T {
  const translated = locale === 'ja' ? undefined : item.translations?.[locale]?.label?.trim();
  return translated ? { ...item, label: translated } : item;
}

/**
 * The fields as a reader of `locale` sees them: each field's label and help and each choice's label in
 * that language when the operator wrote one, the Japanese otherwise.
 */
export function labelsInLocale(fields: readonly FormField[], locale: Locale): FormField[] {
  return fields.map((field) => ({
    ...labelIn(field, locale),
    helpText: (locale !== 'ja' && field.translations?.[locale]?.helpText?.trim()) || field.helpText,
    options: field.options.map((option) => labelIn(option, locale)),
  }));
}
