import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Each browser gets a profile folder `<tmp>/otimiza-browsers/<instance>/<owner pid>-<random>`:
 * the owner's pid in the name tells, after a crash, which browsers nobody owns any more.
 */
export function profilesRootOf(instanceId: string): string {
  return join(tmpdir(), 'otimiza-browsers', instanceId);
}

export async function newProfileDir(root: string): Promise<string> {
  await mkdir(root, { recursive: true });
  return mkdtemp(join(root, `${process.pid}-`));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function processesUsing(profileDir: string): Promise<number[]> {
  const flag = `--user-data-dir=${profileDir}`;
  const pids: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (cmdline.split('\0').includes(flag)) pids.push(Number(entry));
  }
  return pids;
}

/**
 * Kills the browsers whose owner process is gone (killed before it could close them) and
 * removes their profiles; answers how many browser processes were killed. Linux only (/proc).
 */
export async function reapOrphanedBrowsers(root: string): Promise<number> {
  let killed = 0;
  for (const name of await readdir(root).catch(() => [] as string[])) {
    const owner = Number(name.split('-')[0]);
    if (!Number.isInteger(owner) || owner === process.pid || isAlive(owner)) continue;
    const dir = join(root, name);
    const pids = await processesUsing(dir);
    for (const pid of pids) {
      try {
        process.kill(pid, 'SIGKILL');
        killed += 1;
      } catch {
        // already gone
      }
    }
    await waitUntilGone(pids);
    await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
  return killed;
}

async function waitUntilGone(pids: number[]): Promise<void> {
  for (let tries = 0; tries < 40 && pids.some(isAlive); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
}
