import type { CustomerSummary } from '../../../../core/contract/admin/people.ts';
import { useAdminT } from '../shell/admin-i18n.ts';

/** An account's status as a word with its colour (never the colour alone). */
export function StatusBadge({ status }: { status: CustomerSummary['status'] }) {
  const t = useAdminT();
  return <span className={`people-status people-status--${status}`}>{t(`people.status.${status}`)}</span>;
}
