import type { Entry } from '../../../core/contract/entries.ts';
import {
  type EntryEndpoint,
  type LifecycleAction,
  resolveTransition,
} from '../../../core/entries/lifecycle.ts';
import type { AccountType } from '../../../core/enums.ts';

/** The HTTP call behind each endpoint name of `entry.actions`, relative to …/entries/{entryId}. */
export function endpointRequest(endpoint: EntryEndpoint): { method: 'POST' | 'PUT'; path: string } {
  const [path = endpoint, verb] = endpoint.split(':');
  if (verb) return { method: verb === 'put' ? 'PUT' : 'POST', path };
  return { method: endpoint === 'cancel' || endpoint === 'report-completion' ? 'PUT' : 'POST', path };
}

export type EstimateEndpoint = Extract<EntryEndpoint, `estimates/${string}`>;

export function isEstimateEndpoint(endpoint: EntryEndpoint): endpoint is EstimateEndpoint {
  return endpoint.startsWith('estimates/');
}

/** Used when the lifecycle data and the server disagree: the usual meaning of each endpoint. */
const USUAL_ACTION: Record<EntryEndpoint, LifecycleAction> = {
  'estimates/initial:post': 'postInitialEstimate',
  'estimates/initial:put': 'reviseInitialEstimate',
  'estimates/last:post': 'postLastEstimate',
  'estimates/last:put': 'reviseLastEstimate',
  approve: 'approveOrder',
  'approve-estimate': 'approveInitialEstimate',
  'approve-order': 'approveOrder',
  cancel: 'cancel',
  order: 'order',
  'report-completion': 'reportCompletion',
  pay: 'pay',
};

/**
 * What an offered endpoint does for this viewer now ("cancel" is a pass, a decline or a cancellation;
 * "approve" accepts an entry, an estimate or an order), which names its button. The server listed the
 * endpoint, so a priced menu is assumed: that only matters for accepting an entry directly.
 */
export function actionOf(entry: Entry, role: AccountType, endpoint: EntryEndpoint): LifecycleAction {
  const state = {
    status: entry.status,
    initialEstimateApproved: entry.initialEstimateApproved,
    hasPricedMenu: true,
  };
  return resolveTransition(state, role, entry.flowType, endpoint)?.action ?? USUAL_ACTION[endpoint];
}
