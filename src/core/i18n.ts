/** Message catalogues: Japanese is the default language, English the second (product decisions section 6). */

export const LOCALES = ['ja', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ja';

/**
 * The cookie in which the browser keeps the reader's chosen language, so that a page drawn on the server
 * is drawn in it (docs/server-rendering.md). Not HttpOnly: the web app writes it.
 */
export const LOCALE_COOKIE = 'tsunagu_locale';

export type Catalogue = Record<string, string>;
export type MessageParams = Record<string, string | number>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported locale from an Accept-Language header value. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .sort((a, b) => b.q - a.q);
  return (ranked.find((r) => isLocale(r.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** Replaces `{name}` placeholders; an unknown placeholder is left visible so that it is noticed. */
export function format(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function createTranslator<K extends string>(
  catalogues: Record<Locale, Record<K, string>>,
  locale: Locale,
) {
  const messages = catalogues[locale];
  return (key: K, params?: MessageParams) => format(messages[key], params);
}
export type Translator<K extends string> = ReturnType<typeof createTranslator<K>>;
