import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createListAnswers } from './list-answers.ts';

const item = z.object({ id: z.string(), title: z.string(), price: z.number().int().nullable() });
type Item = z.infer<typeof item>;

const meta = { currentPage: 1, lastPage: 3, perPage: 2, total: 5 };
const first: Item = { id: 'a', title: '料理教室 "基礎"', price: 3300 };
const second: Item = { id: 'b', title: 'Yoga\n', price: null };

/** Items whose every serialisation is counted: what was kept is not written again. */
function counting() {
  let written = 0;
  const counted = (value: Item): Item => ({
    ...value,
    get title() {
      written += 1;
      return value.title;
    },
  });
  return { counted, written: () => written };
}

describe('a list answer written from kept items', () => {
  it('reads as the contract writes the whole answer, for any items, with or without the check', () => {
    const anyItem = fc.record({
      id: fc.string(),
      title: fc.string({ unit: 'binary' }),
      price: fc.option(fc.integer(), { nil: null }),
    });
    for (const check of [false, true]) {
      const listAnswer = createListAnswers('/things', item, { check });
      fc.assert(
        fc.property(fc.array(anyItem, { maxLength: 5 }), (data) => {
          const keys = data.map((_, index) => `k${index}.${JSON.stringify(data[index])}`);
          const bytes = listAnswer({ data, meta }, keys);
          expect(JSON.parse(bytes.toString())).toEqual({ data, meta });
        }),
      );
    }
  });

  it('writes an item once per key, and again once its key changes', () => {
    const { counted, written } = counting();
    const listAnswer = createListAnswers('/things', item, { check: false });
    listAnswer({ data: [counted(first), counted(second)], meta }, ['a.1', 'b.1']);
    expect(written()).toBe(2);
    const again = listAnswer({ data: [counted(first), counted(second)], meta }, ['a.1', 'b.1']);
    expect(written()).toBe(2);
    expect(JSON.parse(again.toString())).toEqual({ data: [first, second], meta });

    const renamed = { ...first, title: '新しい名前' };
    const changed = listAnswer({ data: [counted(renamed), counted(second)], meta }, ['a.2', 'b.1']);
    expect(written()).toBe(3);
    expect(JSON.parse(changed.toString()).data).toEqual([renamed, second]);
  });

  it('fails under the check when an item changed but its key did not (the key misses a source)', () => {
    const listAnswer = createListAnswers('/things', item, { check: true });
    listAnswer({ data: [first], meta }, ['a.1']);
    expect(() => listAnswer({ data: [{ ...first, price: 9900 }], meta }, ['a.1'])).toThrow(
      /GET \/things: the compiled serialiser wrote/,
    );
  });

  it('forgets what it kept after an hour', () => {
    let now = 0;
    const { counted, written } = counting();
    const listAnswer = createListAnswers('/things', item, { check: false, now: () => now });
    listAnswer({ data: [counted(first)], meta }, ['a.1']);
    now = 59 * 60 * 1000;
    listAnswer({ data: [counted(first)], meta }, ['a.1']);
    expect(written()).toBe(1);
    now = 61 * 60 * 1000;
    listAnswer({ data: [counted(first)], meta }, ['a.1']);
    expect(written()).toBe(2);
  });
});
