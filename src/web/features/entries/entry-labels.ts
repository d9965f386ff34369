import type { LifecycleAction } from '../../../core/entries/lifecycle.ts';
import type { EntryStatus } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

/** Status and step names of entries; they may use the site's role labels ({cast}, {guest}). */
export function useEntryLabels() {
  const t = useT();
  const params = siteMessageParams(useSite());
  return {
    status: (status: EntryStatus) => t(`entries.status.${status}`, params),
    action: (action: LifecycleAction) => t(`entries.action.${action}`, params),
  };
}
