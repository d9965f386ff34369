import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../../ui/layout/page-heading.tsx';
import { LogoutButton } from '../auth/logout-button.tsx';
import { useMe } from '../session/me-query.ts';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

/** A placeholder my-page: who is signed in, and the way out. The guard lets only `role` in. */
function MyPage({ accountType }: { accountType: AccountType }) {
  const t = useT();
  const site = useSite();
  const me = useMe();
  return (
    <>
      <PageHeading>{t('myPage.title', { role: roleLabel(site, accountType) })}</PageHeading>
      {me && <p className="lead">{t('myPage.greeting', { nickname: me.nickname })}</p>}
      <LogoutButton />
    </>
  );
}

export function CastMyPage() {
  return <MyPage accountType="cast" />;
}

export function GuestMyPage() {
  return <MyPage accountType="guest" />;
}
