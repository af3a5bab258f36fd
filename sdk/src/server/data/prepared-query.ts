import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { registerPreparedStatement } from './prepared-statements.js';

const STAND_IN = '\u0000otimiza-prepared:';

/**
 * A typed Kysely query built and compiled once, then run with each call's values: for the
 * statements of every request (the session, the caller's identity, the history list), where
 * building and compiling the same tree again was most of what the typed path cost over raw SQL
 * (bench/data-path). `build` gets stand-ins for the values: pass each one to Kysely as it is (a
 * `where` value, a `set`, a `limit`), never transformed or spliced into SQL — the first compile
 * checks that every stand-in read came out as a parameter, and throws otherwise. For one shape of
 * query only: a query whose clauses depend on the values is one prepared query per shape. The
 * statement also goes to PostgreSQL as a named prepared statement (see `preparedStatementName`).
 */
export function preparedQuery<Database, Values extends object, Row>(
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  let compiled: CompiledQuery<Row> | undefined;
  return async (db, values) => {
    if (!compiled) {
      compiled = compileWithStandIns(db, build);
      registerPreparedStatement(compiled.sql);
    }
    const parameters = compiled.parameters.map((parameter) =>
      isStandIn(parameter) ? (values as Record<string, unknown>)[parameter.slice(STAND_IN.length)] : parameter,
    );
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}

function compileWithStandIns<Database, Values extends object, Row>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, values: Values) => Compilable<Row>,
): CompiledQuery<Row> {
  const read = new Set<string>();
  const standIns = new Proxy({} as Values, {
    get: (_, name) => {
      read.add(String(name));
      return `${STAND_IN}${String(name)}`;
    },
  });
  const compiled = build(db, standIns).compile();
  const passed = new Set(compiled.parameters.filter(isStandIn).map((parameter) => parameter.slice(STAND_IN.length)));
  const lost = [...read].filter((name) => !passed.has(name));
  if (lost.length) throw new Error(`preparedQuery: ${lost.join(', ')} did not reach the query as parameters (transformed or spliced into SQL?)`);
  return compiled;
}

function isStandIn(parameter: unknown): parameter is string {
  return typeof parameter === 'string' && parameter.startsWith(STAND_IN);
}
