import { useLocation } from 'react-router';

/**
 * The steps of sign-up and password reset hand the e-mail and the token to the next page in the
 * navigation state (never in the URL, which ends up in logs and history). A reloaded page without it
 * starts the flow again.
 */
export interface FlowState {
  email: string;
  token?: string;
}

export function useFlowState(): FlowState | null {
  const state = useLocation().state as Partial<FlowState> | null;
  return state && typeof state.email === 'string' ? (state as FlowState) : null;
}
