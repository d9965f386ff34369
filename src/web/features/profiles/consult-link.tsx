import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { loginPath, MESSAGES_PATH } from '../../paths.ts';
import { useMe } from '../session/me-query.ts';
import { useFeatureOn } from '../site/feature-switch.ts';

/**
 * "相談する": opens the conversation with a cast. A visitor is sent to the guest login first and comes
 * back to the conversation; casts do not consult casts, and nobody does while messages are off.
 */
export function ConsultLink({ castId }: { castId: string }) {
  const t = useT();
  const me = useMe();
  const on = useFeatureOn('message');
  if (!on || me?.type === 'cast') return null;
  const thread = `${MESSAGES_PATH}/${castId}`;
  const to = me ? thread : `${loginPath('guest')}?${new URLSearchParams({ from: thread })}`;
  return (
    <Link className="button button--primary" to={to}>
      {t('profiles.consult')}
    </Link>
  );
}
