import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const flags = fileURLToPath(new URL('./v8-flags.ts', import.meta.url));

/**
 * In a fresh process: objects made at one place are all kept (as rows read at start-up are), then one
 * more is made at the same place (as a request's rows are). Answers whether V8 made that one young.
 */
const probe = (setUp: string) => `
${setUp}
const inYoungGeneration = new Function('object', 'return %InYoungGeneration(object)');
const make = (i) => ({ id: i, title: 'row', price: i * 2 });
const kept = [];
for (let i = 0; i < 2_000_000; i++) kept.push(make(i));
let young = 0;
for (let i = 0; i < 100; i++) if (inYoungGeneration(make(i))) young += 1;
console.log(JSON.stringify({ young, kept: kept.length }));
`;

/** How many of 100 objects made after the kept ones were young. */
function youngAfterKept(setUp: string): number {
  const out = execFileSync(
    process.execPath,
    ['--allow-natives-syntax', '--import', 'tsx', '--input-type=module', '--eval', probe(setUp)],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}').young;
}

it("makes short-lived objects young even where earlier objects of the same place lived long (the server's V8 flags)", () => {
  // Without the server's flags V8 makes them old: the probe sees it.
  expect(youngAfterKept('')).toBe(0);
  expect(youngAfterKept(`await import(${JSON.stringify(flags)});`)).toBe(100);
}, 30_000);
