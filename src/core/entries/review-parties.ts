import type { AccountType } from '../enums.ts';

/**
 * Who writes reviews, from the site's review features (spec section 6, checked by value): `review` and
 * `review_both_parties` let both parties review each other; `review_guest_only` lets the guest review
 * the cast's service; `review_cast_only` lets the cast review the guest. Several features add up; none
 * means no reviews, and a paid entry stays paid.
 */
export function reviewingTypes(features: readonly { value: string }[]): AccountType[] {
  const on = new Set(features.map((feature) => feature.value));
  const both = on.has('review') || on.has('review_both_parties');
  const types: AccountType[] = [];
  if (both || on.has('review_cast_only')) types.push('cast');
  if (both || on.has('review_guest_only')) types.push('guest');
  return types;
}
