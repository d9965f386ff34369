import { useMemo } from 'react';
import { createTranslator, type Locale, type MessageParams } from '../../../../core/i18n.ts';
import { useLocale } from '../../../i18n/i18n-context.tsx';
import * as content from '../content/messages.ts';
import * as dashboard from '../dashboard/messages.ts';
import * as mailOutbox from '../mail-outbox/messages.ts';
import * as moderation from '../moderation/messages.ts';
import * as money from '../money/messages.ts';
import * as people from '../people/messages.ts';
import * as schemas from '../schemas/messages.ts';
import * as site from '../site/messages.ts';
import * as shell from './messages.ts';
import { useRoleLabels } from './role-labels.tsx';

/**
 * The console's message catalogue: its own, so that none of it reaches the public site's bundle. Each
 * console area keeps its messages beside its pages; Japanese is the source of the keys and English
 * must define every one (typecheck fails otherwise).
 */
const ja = {
  ...shell.ja,
  ...dashboard.ja,
  ...site.ja,
  ...schemas.ja,
  ...content.ja,
  ...people.ja,
  ...moderation.ja,
  ...money.ja,
  ...mailOutbox.ja,
};
export type AdminMessageKey = keyof typeof ja;
const en: Record<AdminMessageKey, string> = {
  ...shell.en,
  ...dashboard.en,
  ...site.en,
  ...schemas.en,
  ...content.en,
  ...people.en,
  ...moderation.en,
  ...money.en,
  ...mailOutbox.en,
};

const catalogues: Record<Locale, Record<AdminMessageKey, string>> = { ja, en };

export function adminTranslatorFor(locale: Locale) {
  return createTranslator(catalogues, locale);
}
export type AdminTranslate = ReturnType<typeof adminTranslatorFor>;

/**
 * The console's `t`, in the language the visitor chose (the same choice as on the public site), with
 * `{cast}` and `{guest}` filled in with the site's own names for its roles.
 */
export function useAdminT(): AdminTranslate {
  const { locale } = useLocale();
  const roles = useRoleLabels();
  return useMemo(() => {
    const translate = adminTranslatorFor(locale);
    if (!roles) return translate;
    const { cast, guest } = roles;
    return (key: AdminMessageKey, params?: MessageParams) => translate(key, { cast, guest, ...params });
  }, [locale, roles]);
}
