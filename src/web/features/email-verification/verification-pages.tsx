import { Navigate, useNavigate } from 'react-router';
import type { AccountType } from '../../../core/enums.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { PageHeading } from '../site/page-heading.tsx';
import { siteMessageParams } from '../site/role-labels.ts';
import { useSite } from '../site/site-query.ts';
import { CodeForm } from './code-form.tsx';
import { EmailForm } from './email-form.tsx';
import { useFlowState } from './flow-state.ts';
import { useSendCode, useVerifyCode, type VerificationFlow } from './use-verification.ts';

interface StepProps {
  flow: VerificationFlow;
  role: AccountType;
  titleKey: MessageKey;
  /** The first step's path, the next step's path. */
  paths: { start: string; next: string };
}

/** Step one of either flow: ask for the e-mail, send the code, go to the code step. */
export function EmailStepPage({ flow, role, titleKey, paths, leadKey }: StepProps & { leadKey: MessageKey }) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const send = useSendCode(flow, role);
  return (
    <div className="narrow">
      <PageHeading>{t(titleKey, siteMessageParams(site))}</PageHeading>
      <p>{t(leadKey, siteMessageParams(site))}</p>
      <EmailForm
        pending={send.isPending}
        error={send.error}
        onSubmit={(email) =>
          send.mutate(email, { onSuccess: () => void navigate(paths.next, { state: { email } }) })
        }
      />
    </div>
  );
}

/** Step two: the code from the mail; on success the token goes on to the last step. */
export function CodeStepPage({ flow, role, titleKey, paths }: StepProps) {
  const t = useT();
  const site = useSite();
  const navigate = useNavigate();
  const state = useFlowState();
  const verify = useVerifyCode(flow, role);
  if (!state) return <Navigate to={paths.start} replace />;
  return (
    <div className="narrow">
      <PageHeading>{t(titleKey, siteMessageParams(site))}</PageHeading>
      <CodeForm
        email={state.email}
        pending={verify.isPending}
        error={verify.error}
        onSubmit={(code) =>
          verify.mutate(
            { email: state.email, code },
            { onSuccess: (token) => void navigate(paths.next, { state: { email: state.email, token } }) },
          )
        }
      />
    </div>
  );
}
