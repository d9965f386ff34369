import { Link } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { AVAILABILITY_PATH } from '../../paths.ts';
import { LogoutButton } from '../auth/logout-button.tsx';
import { MatchingPlanPanel } from '../billing/matching-plan-panel.tsx';
import { ActionRequiredCount } from '../entries/action-required-count.tsx';
import { MissingBankAccount } from '../sales/bank-account-warning.tsx';
import { useMe } from '../session/me-query.ts';
import { useFeatureOn } from '../site/feature-switch.ts';
import { PageHeading } from '../site/page-heading.tsx';
import { roleLabel, siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';

/** The account summary and the way to everything the account manages. The guard lets only `role` in. */
function MyPage({ accountType }: { accountType: AccountType }) {
  const t = useT();
  const site = useSite();
  const me = useMe();
  const favoritesOn = useFeatureOn('favorite');
  const scoutsOn = useFeatureOn('scout');
  const base = `/${accountType}`;
  const params = siteMessageParams(site);
  // The side that is paid for its services: the cast when guests pay (c2g), else the guest.
  const supplies = (site.payment.flowType === 'c2g') === (accountType === 'cast');
  return (
    <>
      <PageHeading>{t('myPage.title', { role: roleLabel(site, accountType) })}</PageHeading>
      {me && <p className="lead">{t('myPage.greeting', { nickname: me.nickname })}</p>}
      {supplies && <MissingBankAccount role={accountType} />}
      <nav className="card" aria-labelledby="my-page-menu">
        <h2 id="my-page-menu">{t('myPage.menu')}</h2>
        <ul className="link-list">
          <li>
            <Link to={`${base}/entries`}>
              {t('page.entries')}
              <ActionRequiredCount accountType={accountType} />
            </Link>
          </li>
          <li>
            <Link to={`${base}/sales`}>{t('page.sales')}</Link>
          </li>
          <li>
            <Link to={`${base}/account-info`}>{t('myPage.accountInfo')}</Link>
          </li>
          {accountType === 'cast' && (
            <li>
              <Link to="/cast/services">{t('page.castServices')}</Link>
            </li>
          )}
          {accountType === 'cast' && site.service.serviceHourType === 'other' && (
            <li>
              <Link to={AVAILABILITY_PATH}>{t('page.castAvailability')}</Link>
            </li>
          )}
          {accountType === 'cast' && (
            <li>
              <Link to="/cast/guests">{t('page.castGuests', params)}</Link>
            </li>
          )}
          {favoritesOn && (
            <li>
              {accountType === 'cast' ? (
                <Link to="/cast/my-page/favorites">{t('guests.favorites', params)}</Link>
              ) : (
                <Link to="/guest/my-page/favorites">{t('favorites.title')}</Link>
              )}
            </li>
          )}
          {accountType === 'guest' && scoutsOn && (
            <li>
              <Link to="/guest/casts">{t('page.guestCasts', params)}</Link>
            </li>
          )}
          <li>
            <Link to={`${base}/notices`}>
              {t(accountType === 'cast' ? 'page.castNotices' : 'page.guestNotices', params)}
            </Link>
          </li>
          {accountType === 'guest' && (
            <li>
              <Link to="/guest/account-info/belongings">
                {t('myPage.belongings', { title: site.guestBelongingTitle })}
              </Link>
            </li>
          )}
          <li>
            <Link to={`${base}/account-info/identification`}>{t('myPage.identification')}</Link>
          </li>
          <li>
            <Link to={`${base}/account-info/bank-account`}>{t('myPage.bankAccount')}</Link>
          </li>
          <li>
            <Link to={`${base}/account-info/credit-card`}>{t('myPage.creditCard')}</Link>
          </li>
          <li>
            <Link to={`${base}/withdraw`}>{t('myPage.withdraw')}</Link>
          </li>
        </ul>
      </nav>
      {accountType === 'cast' && <MatchingPlanPanel />}
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
