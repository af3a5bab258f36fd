// The built Otimiza server for a benchmark: its own embedded PostgreSQL in a temporary folder,
// inline jobs, loopback targets allowed, and one enterprise user to call the API with.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * `env`: extra settings for the server (e.g. `{ LOG_LEVEL: 'error' }`); `serverRoot`: another checkout's built server (a reference build);
 * `startTimeoutMs`: how long it may take to answer (a first start creates its database: about 50 s on two busy cores).
 */
export async function startOtimiza({ env = {}, serverRoot = root, port = 3900 + Math.floor(Math.random() * 90), nodeArgs = [], startTimeoutMs = 60_000 } = {}) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'otimiza-bench-'));
  spawnSync('chmod', ['755', dataDir]);
  const server = spawn(process.execPath, [...nodeArgs, join(serverRoot, 'core/server/dist/main.js')], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ALLOW_PRIVATE_TARGETS: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(port + 100),
      REDIS_URL: '',
      CHROME_PATH: chrome,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const startedAt = Date.now();
  for (;;) {
    if (Date.now() - startedAt > startTimeoutMs) {
      server.kill('SIGTERM');
      throw new Error('server did not start');
    }
    const ready = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }

  const json = async (path, init = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
    return { response, body: await response.json() };
  };
  const email = `bench-${Date.now()}@example.com`;
  const password = 'senha-segura-123';
  await json('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ email, password, confirmPassword: password, firstName: 'Bench', lastName: 'Mark' }),
  });
  const { body: mail } = await json('/api/dev/mail');
  const token = new URL(mail.messages.find((m) => m.to === email).links[0]).searchParams.get('token');
  await json('/api/auth/verify-email', { method: 'POST', body: JSON.stringify({ token }) });
  const { response: login } = await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  // Unlimited analyses for the benchmark's own user, as an administrator would set.
  const admin = spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-p', String(port + 100), '-U', 'otimiza', '-d', 'otimiza', '-c', `update core_workspace set plan = 'enterprise'`],
    { env: { ...process.env, PGPASSWORD: 'otimiza-local' } },
  );
  if (admin.status !== 0) throw new Error(`could not raise the plan: ${admin.stderr}`);

  return {
    base,
    cookie,
    /** The embedded PostgreSQL of this server, for a benchmark that arranges rows itself. */
    databaseUrl: `postgres://otimiza:otimiza-local@127.0.0.1:${port + 100}/otimiza`,
    /** Calls the API as the benchmark's user. */
    api: (path, init = {}) => json(path, { ...init, headers: { Cookie: cookie, ...init.headers } }),
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
