import type { StatementListener } from './counting-dialect.ts';

const TRANSACTION_END = /^\s*(?:commit|rollback|end)\b/i;

/**
 * Calls `written` whenever this process runs a statement that `write` matches, as the statement
 * succeeds, and again when its transaction ends: a read on another connection before the commit saw the
 * old rows, and what it read may have been kept meanwhile. What the caches of this process forget by
 * (the session cache, the catalogue's answers, the kept pages). Returns how to stop hearing.
 */
export function hearWrites(
  onStatement: (listener: StatementListener) => () => void,
  write: RegExp,
  written: () => void,
): () => void {
  const inTransaction = new WeakSet<object>();
  return onStatement(({ sql: text }, connection) => {
    if (inTransaction.has(connection) && TRANSACTION_END.test(text)) {
      inTransaction.delete(connection);
      written();
    } else if (!text.startsWith('select') && write.test(text)) {
      inTransaction.add(connection);
      written();
    }
  });
}
