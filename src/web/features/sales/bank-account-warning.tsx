import { Link } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { useEarningsIfAnswered } from './use-money-lists.ts';
import './bank-account-warning.css';

/** Said wherever a supplier looks at their money while no bank account is registered: nothing is paid out. */
export function BankAccountWarning({ role }: { role: AccountType }) {
  const t = useT();
  return (
    <div className="bank-account-warning" role="note">
      <p>{t('sales.earnings.noBankAccount')}</p>
      <Link className="button" to={`/${role}/account-info/bank-account`}>
        {t('sales.earnings.addBankAccount')}
      </Link>
    </div>
  );
}

/**
 * The warning on the my page, once the earnings have answered that no bank account is registered: the
 * page never waits for it, nor fails with it.
 */
export function MissingBankAccount({ role }: { role: AccountType }) {
  const earnings = useEarningsIfAnswered(role);
  return earnings && !earnings.hasBankAccount ? <BankAccountWarning role={role} /> : null;
}
