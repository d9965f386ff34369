import type { EntryStatus, ServicePublishStatus } from '../../../../core/enums.ts';
import { useAdminT } from '../shell/admin-i18n.ts';

/** How a status reads at a glance: still moving, live, ended normally, or stopped. */
type Tone = 'active' | 'live' | 'done' | 'stopped' | 'quiet';

const ENTRY_TONES: Record<EntryStatus, Tone> = {
  entered: 'active',
  estimated: 'active',
  last_estimated: 'active',
  ordered: 'active',
  matched: 'active',
  completion_reported: 'active',
  paid: 'done',
  reviewed: 'done',
  passed_up: 'quiet',
  declined: 'quiet',
  guest_canceled: 'quiet',
  cast_canceled: 'quiet',
  estimate_expired: 'quiet',
  estimate_approval_expired: 'quiet',
  operator_canceled: 'stopped',
};
const SERVICE_TONES: Record<ServicePublishStatus, Tone> = {
  publish: 'live',
  draft: 'quiet',
  unpublish: 'stopped',
};

export function EntryStatusBadge({ status }: { status: EntryStatus }) {
  const t = useAdminT();
  return (
    <span className={`status-badge status-badge--${ENTRY_TONES[status]}`}>
      {t(`console.entryStatus.${status}`)}
    </span>
  );
}

export function ServiceStatusBadge({ status }: { status: ServicePublishStatus }) {
  const t = useAdminT();
  return (
    <span className={`status-badge status-badge--${SERVICE_TONES[status]}`}>
      {t(`moderation.serviceStatus.${status}`)}
    </span>
  );
}
