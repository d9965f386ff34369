import { Link, Navigate } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { loginPath, signupPath } from '../../paths.ts';
import { useFlowState } from '../email-verification/flow-state.ts';
import { CodeStepPage, EmailStepPage } from '../email-verification/verification-pages.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { roleLabel, siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { RegistrationForm } from './registration-form.tsx';
import { RoleGuide } from './role-guide.tsx';

const paths = (role: AccountType) => ({
  start: signupPath(role),
  confirm: `${signupPath(role)}/confirm`,
  registration: `${signupPath(role)}/registration`,
});

/** Step one, with the way to the login and what each role does (and the way to sign up as the other). */
function SignupEmail({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const site = useSite();
  const p = paths(role);
  return (
    <>
      <EmailStepPage
        flow="signup"
        role={role}
        titleKey={role === 'cast' ? 'page.castSignup' : 'page.guestSignup'}
        leadKey="signup.lead"
        paths={{ start: p.start, next: p.confirm }}
      />
      <p className="signup-login">
        <Link to={loginPath(role)}>{t('signup.haveAccount', { role: roleLabel(site, role) })}</Link>
      </p>
      <div className="signup-roles">
        <RoleGuide
          action={(other) =>
            other !== role && (
              <Link to={signupPath(other)}>{t('signup.otherRole', { role: roleLabel(site, other) })}</Link>
            )
          }
        />
      </div>
    </>
  );
}

function SignupCode({ accountType: role }: { accountType: AccountType }) {
  const p = paths(role);
  return (
    <CodeStepPage
      flow="signup"
      role={role}
      titleKey="page.signupConfirm"
      paths={{ start: p.start, next: p.registration }}
    />
  );
}

function SignupRegistration({ accountType: role }: { accountType: AccountType }) {
  const t = useT();
  const site = useSite();
  const state = useFlowState();
  if (!state?.token) return <Navigate to={paths(role).start} replace />;
  return (
    <div className="narrow">
      <PageHeading>
        {t(
          role === 'cast' ? 'page.castSignupRegistration' : 'page.guestSignupRegistration',
          siteMessageParams(site),
        )}
      </PageHeading>
      <RegistrationForm role={role} registrationToken={state.token} />
    </div>
  );
}

export const CastSignupPage = () => <SignupEmail accountType="cast" />;
export const GuestSignupPage = () => <SignupEmail accountType="guest" />;
export const CastSignupCodePage = () => <SignupCode accountType="cast" />;
export const GuestSignupCodePage = () => <SignupCode accountType="guest" />;
export const CastSignupRegistrationPage = () => <SignupRegistration accountType="cast" />;
export const GuestSignupRegistrationPage = () => <SignupRegistration accountType="guest" />;
