import { capabilityOn, type SwitchedCapability } from '../../../core/site-features.ts';
import { useSite } from './site-query.ts';

/**
 * Whether the operator has switched a capability on (favorites, scouting, messages, reviews): pages
 * and controls of a switched-off one are not shown. The list of features is the core's
 * (SWITCHED_CAPABILITIES), the one the API's gate reads.
 */
export function useFeatureOn(capability: SwitchedCapability): boolean {
  return capabilityOn(useSite(), capability);
}
