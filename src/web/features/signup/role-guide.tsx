import type { ReactNode } from 'react';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { roleLabel, siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import './signup.css';

const STEPS = {
  guest: ['roles.guest.step1', 'roles.guest.step2', 'roles.guest.step3'],
  cast: ['roles.cast.step1', 'roles.cast.step2', 'roles.cast.step3'],
} as const;

/**
 * What each of the two roles does here, named with the site's own labels: the top page shows it to a
 * visitor, the sign-up and sign-in pages to someone choosing which one they are. `action` adds a link
 * under each role (sign up as it, log in as it).
 */
export function RoleGuide({
  headingLevel = 2,
  action,
}: {
  headingLevel?: 2 | 3;
  action?: (role: AccountType) => ReactNode;
}) {
  const t = useT();
  const site = useSite();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="role-guide" aria-labelledby="role-guide">
      <Heading id="role-guide">{t('roles.heading', siteMessageParams(site))}</Heading>
      <div className="role-guide__roles">
        {(['guest', 'cast'] as const).map((role) => (
          <div key={role} className={`role-guide__role role-guide__role--${role}`}>
            <Sub className="role-guide__name">{roleLabel(site, role)}</Sub>
            <p className="role-guide__lead">{t(`roles.${role}.lead`)}</p>
            <ol className="role-guide__steps">
              {STEPS[role].map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
            {action?.(role)}
          </div>
        ))}
      </div>
    </section>
  );
}
