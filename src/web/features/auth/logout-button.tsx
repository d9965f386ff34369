import { useT } from '../../i18n/i18n-context.tsx';
import { useLogout } from './use-logout.ts';

export function LogoutButton({ className = 'button button--secondary' }: { className?: string }) {
  const t = useT();
  const logout = useLogout();
  return (
    <button type="button" className={className} disabled={logout.isPending} onClick={() => logout.mutate()}>
      {t('logout.submit')}
    </button>
  );
}
