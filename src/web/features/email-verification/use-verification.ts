import { useMutation } from '@tanstack/react-query';
import type { AccountType } from '../../../core/enums.ts';
import { useApiClient } from '../../api/api-client-context.tsx';

/** Where each flow's calls live: sign-up under /customers/emails, reset under /customers/password-resets. */
const BASE = { signup: '/customers/emails', reset: '/customers/password-resets' } as const;
export type VerificationFlow = keyof typeof BASE;

export function useSendCode(flow: VerificationFlow, role: AccountType) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (email: string) =>
      client.post<{ data: { expiresAt: string } }>(`${BASE[flow]}/send-code`, { type: role, email }),
  });
}

/** Exchanges the code for the token of the next step (registrationToken or resetToken). */
export function useVerifyCode(flow: VerificationFlow, role: AccountType) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ email, code }: { email: string; code: string }) => {
      const { data } = await client.post<{ data: { registrationToken?: string; resetToken?: string } }>(
        `${BASE[flow]}/verify-code`,
        { type: role, email, code },
      );
      return data.registrationToken ?? data.resetToken ?? '';
    },
  });
}
