// What spec files of one run left behind (a file that threw before its close): the databases and
// Redis keys named with the run's tag (sdk/src/testing/test-run.ts).
import pg from 'pg';

async function dropDatabases(databaseUrl, runId) {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [`otimiza\\_test\\_${runId}\\_%`]);
    for (const { datname } of rows) {
      // The migrated templates spec apps copy (core/testing/src/migrated-template.ts) must be unmarked to be dropped.
      await client.query(`alter database "${datname}" is_template false`);
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
    return rows.length;
  } finally {
    await client.end();
  }
}

async function deleteRedisKeys(redisUrl, runId) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `*-${runId}-*`, 'COUNT', 1000);
      if (keys.length > 0) deleted += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

export async function removeRunLeftovers({ databaseUrl, redisUrl, runId }) {
  const databases = await dropDatabases(databaseUrl, runId);
  const redisKeys = redisUrl ? await deleteRedisKeys(redisUrl, runId) : 0;
  return { databases, redisKeys };
}
