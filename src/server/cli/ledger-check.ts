import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { checkLedger } from '../features/ledger/ledger-check.ts';
import { OWED_SOURCES } from '../features/ledger/owed-sources.ts';

/**
 * `npm run ledger:check`: proves that every ledger transaction balances and that each supplier's balance
 * equals what the features' own records say they are owed. Exits 1 when either fails.
 */
async function main() {
  const config = loadConfig();
  const dataDir = resolve(config.dataDir);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(dataDir);
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
  try {
    await migrateToLatest(database.db);
    const result = await checkLedger(database.db, OWED_SOURCES);
    console.log(`${result.transactions} transactions, ${result.balances.length} suppliers with a balance.`);
    for (const row of result.unbalanced) {
      console.log(`UNBALANCED transaction ${row.transactionId}: lines sum to ${row.sum}`);
    }
    for (const row of result.mismatched) {
      console.log(`MISMATCH supplier ${row.partyId}: ledger balance ${row.balance}, owed ${row.owed}`);
    }
    console.log(result.ok ? 'The ledger balances.' : 'The ledger does NOT balance.');
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
