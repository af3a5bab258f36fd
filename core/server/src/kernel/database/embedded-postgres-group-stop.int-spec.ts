import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@otimiza/sdk/testing';
import { assertBuilt } from '@otimiza/host-testing';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 5000;

interface ProcessInfo {
  pid: number;
  ppid: number;
  pgrp: number;
  zombie: boolean;
  command: string;
}

/** Every live process, from /proc (a zombie has exited: it only waits for its parent to read its status). */
async function processes(): Promise<ProcessInfo[]> {
  const found: ProcessInfo[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: the command name may hold spaces and parentheses.
      const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0').join(' ');
      found.push({ pid: Number(entry), ppid: Number(ppid), pgrp: Number(pgrp), zombie: state === 'Z', command });
    } catch {
      // gone meanwhile
    }
  }
  return found.filter((process) => !process.zombie);
}

/**
 * `npm start` stopped as systemd or a container stop does: SIGTERM to its whole process group (npm, the
 * server, and — before — the embedded PostgreSQL, which then refused the draining app's connections).
 */
describe.skipIf(process.platform !== 'linux')('SIGTERM to the process group of npm start with the embedded PostgreSQL', () => {
  let dataDir: string | undefined;
  let group: ChildProcess | undefined;
  afterAll(async () => {
    if (group?.pid) {
      for (const { pid } of (await processes()).filter((process) => process.pgrp === group!.pid)) process.kill(pid, 'SIGKILL');
    }
    if (dataDir) {
      for (const { pid } of (await processes()).filter((process) => process.command.includes(dataDir!))) process.kill(pid, 'SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('drains, then the app stops its database: every process of the group and PostgreSQL exit within SHUTDOWN_TIMEOUT_MS', async () => {
    assertBuilt();
    dataDir = await mkdtemp(join(tmpdir(), 'otimiza-group-stop-'));
    // PostgreSQL runs as the `postgres` user when the tests run as root: it must reach the folder.
    await chmod(dataDir, 0o755);
    const port = await freePort();
    group = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? tmpdir(),
        SKIP_BUILD: 'true',
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        DATA_DIR: dataDir,
        EMBEDDED_POSTGRES_PORT: String(await freePort()),
        PORT: String(port),
        HOST: '127.0.0.1',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      },
    });
    let output = '';
    group.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    group.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The first start creates the cluster (initdb): it takes a while.
    await expect.poll(() => output, { timeout: 120_000, interval: 200 }).toContain('Otimiza is serving');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const before = await processes();
    const clusterDir = join(dataDir, 'postgres');
    const postmaster = before.find((process) => process.command.includes(`-D ${clusterDir}`));
    expect(postmaster).toBeDefined();
    const ofTheApp = (list: ProcessInfo[]) =>
      list.filter((process) => process.pgrp === group!.pid || process.pid === postmaster!.pid || process.ppid === postmaster!.pid).map(({ pid }) => pid);
    // npm, the server, and the database: the database leads a group of its own.
    expect(ofTheApp(before).length).toBeGreaterThanOrEqual(3);
    expect(postmaster!.pgrp).not.toBe(group.pid);

    process.kill(-group.pid!, 'SIGTERM');

    // The bound: the limit and a second for the processes to start stopping and to end.
    await expect.poll(async () => ofTheApp(await processes()), { timeout: SHUTDOWN_TIMEOUT_MS + 1000, interval: 100 }).toEqual([]);
    const drained = output.indexOf('drained: no request or job is running');
    const databaseStopped = output.indexOf('embedded PostgreSQL stopped');
    expect(drained).toBeGreaterThan(-1);
    expect(databaseStopped).toBeGreaterThan(drained);
    expect(output).toContain('"msg":"stopped"');
  });
});
