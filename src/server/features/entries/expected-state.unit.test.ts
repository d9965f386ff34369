import { describe, expect, it } from 'vitest';
import { ENTRY_ENDPOINTS } from '../../../core/entries/lifecycle.ts';
import { PAYMENT_FLOW_TYPES } from '../../../core/enums.ts';
import { expectedStep, narrowestConditions, type StartingRow } from './expected-state.ts';

const EVERY_ROW: StartingRow[] = PAYMENT_FLOW_TYPES.flatMap((flowType) =>
  [false, true].flatMap((initialEstimateApproved) =>
    [false, true].flatMap((hasPricedMenu) =>
      [false, true].map((bySubscription) => ({
        initialEstimateApproved,
        hasPricedMenu,
        bySubscription,
        flowType,
      })),
    ),
  ),
);

const fits = (row: StartingRow, condition: Partial<StartingRow>) =>
  Object.entries(condition).every(([column, value]) => row[column as keyof StartingRow] === value);
const key = (row: StartingRow) => JSON.stringify(row);

describe('narrowestConditions', () => {
  it('says the same row states as the rows it merges, for every subset tried', () => {
    // Subsets picked by the bits of a counter walk a spread of shapes, full products and ragged ones.
    for (let bits = 1; bits < 2 ** EVERY_ROW.length; bits += 4099) {
      const rows = EVERY_ROW.filter((_row, index) => bits & (1 << index));
      const conditions = narrowestConditions(rows);
      const matched = EVERY_ROW.filter((row) => conditions.some((condition) => fits(row, condition)));
      expect(matched.map(key)).toEqual(rows.map(key));
    }
  });

  it('leaves out a column that every value of fits', () => {
    expect(narrowestConditions(EVERY_ROW.filter((row) => row.flowType === 'c2g'))).toEqual([
      { flowType: 'c2g' },
    ]);
    expect(narrowestConditions(EVERY_ROW)).toEqual([{}]);
  });

  it('keeps a state that has no partner to merge with', () => {
    const lone = EVERY_ROW[5] as StartingRow;
    expect(narrowestConditions([lone])).toEqual([lone]);
  });
});

describe('expectedStep', () => {
  it('narrows each one-way step to the row states the lifecycle table starts it from', () => {
    let steps = 0;
    for (const role of ['cast', 'guest'] as const) {
      for (const endpoint of ENTRY_ENDPOINTS) {
        const step = expectedStep(role, endpoint);
        if (!step) continue;
        steps += 1;
        // At most one condition per payment flow: the table's one-way steps differ by flow and a flag.
        expect(step.rows.length, `${role} ${endpoint}`).toBeLessThanOrEqual(PAYMENT_FLOW_TYPES.length);
      }
    }
    expect(steps).toBeGreaterThan(10);
    expect(expectedStep('guest', 'order')?.rows).toEqual([{ flowType: 'c2g' }]);
    expect(expectedStep('cast', 'report-completion')?.rows).toEqual([
      { bySubscription: false, flowType: 'c2g' },
    ]);
  });
});
