import pg from 'pg';
import { preparedStatementName } from '@otimiza/sdk/server';

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * pg's client for MikroORM's pool: a statement compiled by the SDK's `preparedQuery` (the
 * session, the caller's identity, the history page…) is sent as a named prepared statement, which
 * PostgreSQL parses once per connection and plans from its plan cache; every other text goes as it
 * came. Kysely's driver passes only (text, values), hence the name is added here.
 */
export class PreparedStatementClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = super.query.bind(this) as Query;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof config === 'string' ? preparedStatementName(config) : undefined;
      return query(name ? { name, text: config } : config, values, callback);
    }) as typeof this.query;
  }
}
