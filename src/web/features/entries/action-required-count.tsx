import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { useActionRequiredCount } from './use-entries.ts';

/** "N件の対応待ち" next to the link to the entries, when something waits for the viewer. */
export function ActionRequiredCount({ accountType }: { accountType: AccountType }) {
  const t = useT();
  const count = useActionRequiredCount(accountType);
  return count !== null && count > 0 ? (
    <span className="badge">{t('entries.waitingCount', { count })}</span>
  ) : null;
}
