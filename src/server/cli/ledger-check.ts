import { ConfigError, loadConfig } from '../config.ts';
import { checkLedger } from '../features/ledger/ledger-check.ts';
import { OWED_SOURCES } from '../features/ledger/owed-sources.ts';
import { withConfiguredDatabase } from './with-configured-database.ts';

/**
 * `npm run ledger:check`: proves that every ledger transaction balances and that each supplier's balance
 * equals what the features' own records say they are owed. Exits 1 when either fails.
 */
async function main() {
  await withConfiguredDatabase(loadConfig(), async (db) => {
    const result = await checkLedger(db, OWED_SOURCES);
    console.log(`${result.transactions} transactions, ${result.balances.length} suppliers with a balance.`);
    for (const row of result.unbalanced) {
      console.log(`UNBALANCED transaction ${row.transactionId}: lines sum to ${row.sum}`);
    }
    for (const row of result.mismatched) {
      console.log(`MISMATCH supplier ${row.partyId}: ledger balance ${row.balance}, owed ${row.owed}`);
    }
    console.log(result.ok ? 'The ledger balances.' : 'The ledger does NOT balance.');
    process.exitCode = result.ok ? 0 : 1;
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
