import { Link, useSearchParams } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { loginPath, passwordResetPath, signupPath } from '../../paths.ts';
import { RoleGuide } from '../signup/role-guide.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { roleLabel } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { LoginForm } from './login-form.tsx';

function LoginPage({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const site = useSite();
  const [searchParams] = useSearchParams();
  const label = roleLabel(site, role);
  return (
    <>
      <div className="narrow">
        <PageHeading>{t('login.title', { role: label })}</PageHeading>
        {searchParams.get('reason') === 'unAuthorization' && (
          <p className="callout callout--info">{t('login.reasonUnauthorized')}</p>
        )}
        <LoginForm accountType={role} />
        <ul className="link-list">
          <li>
            <Link to={signupPath(role)}>{t('login.signup', { role: label })}</Link>
          </li>
          <li>
            <Link to={passwordResetPath(role)}>{t('login.forgotPassword')}</Link>
          </li>
        </ul>
      </div>
      <div className="signup-roles">
        <RoleGuide
          action={(other) =>
            other !== role && (
              <Link to={loginPath(other)}>{t('login.otherRole', { role: roleLabel(site, other) })}</Link>
            )
          }
        />
      </div>
    </>
  );
}

export function CastLoginPage() {
  return <LoginPage accountType="cast" />;
}

export function GuestLoginPage() {
  return <LoginPage accountType="guest" />;
}
