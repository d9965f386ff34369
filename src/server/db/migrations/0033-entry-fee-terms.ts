import { type Kysely, sql } from 'kysely';

/**
 * The platform's fee terms each entry is matched on (docs/money.md, "Figures fixed when agreed"): null
 * until matching, then the site's fee settings of that moment. Entries matched before are given terms
 * from what the ledger took of them: the matching fee taken (`single`), the fee of their sale
 * (`regular`, its rate as that fee's share of the payment), no fee on a sale (`none`); a matched entry
 * not yet charged takes the site's settings now, which its charge would have used.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('entries').addColumn('fee_terms', 'jsonb').execute();
  await giveMatchedEntriesFeeTerms(db);
}

/** The terms of every entry past matching that has none, from its ledger (exported for its test). */
export async function giveMatchedEntriesFeeTerms(db: Kysely<unknown>): Promise<void> {
  const terms = (type: string, rate: string, minimum: string, fixed: string) =>
    sql.raw(`jsonb_build_object('type', ${type}, 'rate', ${rate}, 'minimum', ${minimum}, 'fixed', ${fixed})`);
  await sql`
    update entries e set fee_terms = ${terms("'single'", '0', '0', 'f.amount')}
    from matching_fees f where f.entry_id = e.id`.execute(db);
  await sql`
    update entries e set fee_terms = case when p.fee > 0
      then ${terms("'regular'", 'round(p.fee * 100.0 / e.amount, 2)', '0', '0')}
      else ${terms("'none'", '0', '0', '0')} end
    from entry_payments p
    where p.entry_id = e.id and p.status = 'succeeded' and e.fee_terms is null and e.amount > 0`.execute(db);
  await sql`
    update entries e set fee_terms = ${terms(
      "coalesce(s.settings->'payment'->>'castMatchingFeeType', 'none')",
      "coalesce((s.settings->'payment'->>'castMatchingFeeRate')::numeric, 0)",
      "coalesce((s.settings->'payment'->>'castMatchingFeeMinimum')::int, 0)",
      "coalesce((s.settings->'payment'->>'castMatchingFee')::int, 0)",
    )}
    from site_settings s
    where e.fee_terms is null and e.amount is not null`.execute(db);
}
