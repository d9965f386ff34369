import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { AccountInfoForm } from './account-info-form.tsx';
import { AvatarSection } from './avatar-section.tsx';

function AccountInfoPage({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  return (
    <div className="narrow narrow--wide">
      <PageHeading>{t('page.accountInfo')}</PageHeading>
      <AvatarSection role={role} />
      <AccountInfoForm role={role} />
    </div>
  );
}

export const CastAccountInfoPage = () => <AccountInfoPage accountType="cast" />;
export const GuestAccountInfoPage = () => <AccountInfoPage accountType="guest" />;
