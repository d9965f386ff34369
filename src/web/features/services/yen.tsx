import type { Locale } from '../../../core/i18n.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/**
 * An amount of yen, grouped the way the reader's language writes numbers. Amounts reach the browser as
 * JSON numbers within Number.MAX_SAFE_INTEGER (docs/money.md), which Intl formats digit for digit.
 */
export function formatYen(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
    style: 'currency',
    currency: 'JPY',
  }).format(amount);
}

export function Yen({ amount }: { amount: number }) {
  const { locale } = useLocale();
  return <>{formatYen(amount, locale)}</>;
}
