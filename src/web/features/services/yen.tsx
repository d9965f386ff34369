import { useLocale } from '../../i18n/i18n-context.tsx';

/** An amount of yen, grouped the way the reader's language writes numbers. */
export function Yen({ amount }: { amount: number }) {
  const { locale } = useLocale();
  return (
    <>
      {new Intl.NumberFormat(locale === 'ja' ? 'ja-JP' : 'en-US', {
        style: 'currency',
        currency: 'JPY',
      }).format(amount)}
    </>
  );
}
