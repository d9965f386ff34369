import { describe, expect, it } from 'vitest';
import { reviewingTypes } from './review-parties.ts';

const features = (...values: string[]) => values.map((value) => ({ value }));

describe('reviewingTypes', () => {
  it('reads the four review features by value', () => {
    expect(reviewingTypes(features())).toEqual([]);
    expect(reviewingTypes(features('review'))).toEqual(['cast', 'guest']);
    expect(reviewingTypes(features('review_both_parties'))).toEqual(['cast', 'guest']);
    expect(reviewingTypes(features('review_guest_only'))).toEqual(['guest']);
    expect(reviewingTypes(features('review_cast_only'))).toEqual(['cast']);
    expect(reviewingTypes(features('review_cast_only', 'review_guest_only'))).toEqual(['cast', 'guest']);
    expect(reviewingTypes(features('messages'))).toEqual([]);
  });
});
