/**
 * `npm test`: the whole suite — typecheck, lint, build, then unit, web, API (on PGlite and, when one
 * is reachable, PostgreSQL) and browser tests — ending with one line "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { reachablePostgres } from './reachable-postgres.ts';

interface Check {
  name: string;
  ok: boolean;
}
const checks: Check[] = [];

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const ok = result.status === 0;
  checks.push({ name, ok });
  return ok;
}

const postgresUrl = await reachablePostgres();
if (!postgresUrl) {
  const message = 'PostgreSQL is not reachable (set TEST_DATABASE_URL): the API suite runs on PGlite only.';
  if (process.env.CI) {
    console.error(`${message} CI requires both databases.`);
    checks.push({ name: 'postgres reachable', ok: false });
  } else {
    console.warn(message);
  }
}

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['biome', 'check', '.']);
run('build', 'npm', ['run', 'build', '--silent']);

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, ...(postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {}) } },
);

let passed = checks.filter((c) => c.ok).length;
let failed = checks.length - passed;
try {
  const results = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numTotalTests: number;
    testResults: Array<{ status: string; name: string; message?: string }>;
  };
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails to load has no tests to count; count the file itself as a failure.
  failed += results.testResults.filter((file) => file.status === 'failed' && file.message).length;
} catch {
  console.error('The test runner wrote no report: counting the run as one failure.');
  failed += 1;
}

for (const check of checks.filter((c) => !c.ok)) console.error(`✗ ${check.name} failed`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
