import type { PayoutBatchSummary } from '../../../../core/contract/admin/money.ts';
import { useAdminT } from '../shell/admin-i18n.ts';
import '../moderation/moderation.css';

const TONES: Record<PayoutBatchSummary['status'], string> = {
  open: 'active',
  exported: 'live',
  paid: 'done',
};

export function BatchStatusBadge({ status }: { status: PayoutBatchSummary['status'] }) {
  const t = useAdminT();
  return <span className={`status-badge status-badge--${TONES[status]}`}>{t(`money.status.${status}`)}</span>;
}
