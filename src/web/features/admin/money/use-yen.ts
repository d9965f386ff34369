import { useAdminT } from '../shell/admin-i18n.ts';
import { useConsoleFormat } from '../shell/use-console-format.ts';

/** An amount of yen as the money pages write it (grouped digits, the catalogue's unit). */
export function useYen() {
  const t = useAdminT();
  const format = useConsoleFormat();
  return (amount: number) => t('money.yen', { amount: format.number(amount) });
}
