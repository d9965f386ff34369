import type { Locale } from '../../../core/i18n.ts';
import { useLocale } from '../../i18n/i18n-context.tsx';

/** Japanese writes the full-width yen sign, English the ASCII one; both group digits by three with commas. */
const yenSigns: Record<Locale, string> = { ja: '￥', en: '¥' };

/**
 * An amount of yen as Intl's currency format writes it in the reader's language (yen has no minor unit,
 * so that is the sign and the grouped digits). Written by hand because a phone spends tens of
 * milliseconds building an `Intl.NumberFormat` on a page's first render. Amounts reach the browser as
 * JSON integers within Number.MAX_SAFE_INTEGER (docs/money.md).
 */
export function formatYen(amount: number, locale: Locale): string {
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}${yenSigns[locale]}${digits}`;
}

export function Yen({ amount }: { amount: number }) {
  const { locale } = useLocale();
  return <>{formatYen(amount, locale)}</>;
}
