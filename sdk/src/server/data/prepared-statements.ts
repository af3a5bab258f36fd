import { createHash } from 'node:crypto';

/** SQL text → the name it is prepared under on each PostgreSQL connection. */
const names = new Map<string, string>();

/** Marks a compiled statement's text to be sent as a named prepared statement (see `preparedStatementName`). */
export function registerPreparedStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `otz_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`);
}

/**
 * The prepared-statement name of a text `preparedQuery` compiled, else undefined: the core's
 * database client sends such a text as a named statement, so that PostgreSQL parses it once per
 * connection and plans it from its plan cache instead of on every request.
 */
export function preparedStatementName(sql: string): string | undefined {
  return names.get(sql);
}
