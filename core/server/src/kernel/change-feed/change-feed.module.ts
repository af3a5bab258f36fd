import { Module, type DynamicModule } from '@nestjs/common';
import { ChangeFeedPort } from '@otimiza/sdk/server';
import { DATABASE_URL } from './change-feed.tokens.js';
import { PostgresChangeFeed } from './postgres-change-feed.js';

/** Provides `ChangeFeedPort` to every module: PostgreSQL LISTEN/NOTIFY on the app's database. */
@Module({})
export class ChangeFeedModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: ChangeFeedModule,
      providers: [{ provide: DATABASE_URL, useValue: databaseUrl }, PostgresChangeFeed, { provide: ChangeFeedPort, useExisting: PostgresChangeFeed }],
      exports: [ChangeFeedPort, PostgresChangeFeed],
    };
  }
}
