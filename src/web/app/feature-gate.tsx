import type { ReactNode } from 'react';
import type { SwitchedCapability } from '../../core/site-features.ts';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { useFeatureOn } from '../features/site/feature-switch.ts';

/**
 * A page of a capability the operator can switch off (scouts, favorites): while it is off the page does
 * not exist for the visitor, so they see the not-found page rather than the API's refusal.
 */
export function FeatureGate({
  capability,
  children,
}: {
  capability: SwitchedCapability;
  children: ReactNode;
}) {
  return useFeatureOn(capability) ? children : <NotFoundPage />;
}
