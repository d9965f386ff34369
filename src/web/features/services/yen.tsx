import type { Locale } from '../../../core/i18n.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/**
 * An amount of yen, grouped the way the reader's language writes numbers. Amounts reach the browser as
 * JSON numbers within Number.MAX_SAFE_INTEGER (docs/money.md), which Intl formats digit for digit.
 */
export function formatYen(amount: number, locale: Locale): string {
  return yenFormats[locale].format(amount);
}

// Built once: an Intl formatter costs far more to make than to use, and a page of cards formats dozens.
const yenFormats: Record<Locale, Intl.NumberFormat> = {
  ja: new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY' }),
};

export function Yen({ amount }: { amount: number }) {
  const { locale } = useLocale();
  return <>{formatYen(amount, locale)}</>;
}
