import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@otimiza/sdk/testing';
import { startServer } from '../../bootstrap.js';
import { loadConfig } from '../config/load-config.js';
import { installedServerPlugins } from '../plugins/loading/installed-server-plugins.js';

const { plugins: serverPlugins } = await installedServerPlugins();

describe('without DATABASE_URL', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts an embedded PostgreSQL whose data survives a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'otimiza-embedded-'));
    // PostgreSQL runs as the `postgres` user when the tests run as root: it must reach the folder.
    await chmod(dataDir, 0o755);
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
      },
      serverPlugins,
    );

    const first = await startServer({ config, listen: false });
    const before = await request(first.app.getHttpServer()).get('/api/health').expect(200);
    await first.close();
    expect(before.body.database).toEqual({ kind: 'embedded', ok: true });
    expect(before.body.queue.driver).toBe('inline');
    expect(before.body.instance.boots).toBe(1);

    const second = await startServer({ config, listen: false });
    const after = await request(second.app.getHttpServer()).get('/api/health').expect(200);
    await second.close();
    expect(after.body.instance).toEqual({ ...before.body.instance, boots: 2 });
  });
});
