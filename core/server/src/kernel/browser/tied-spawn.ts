import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

const setprivPath = '/usr/bin/setpriv';

function hasSetpriv(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    accessSync(setprivPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const parentDeathSignal = hasSetpriv();

/**
 * Spawns the browser so that it dies with this process: on Linux through `setpriv --pdeathsig
 * KILL`, which asks the kernel to kill it when its parent exits — even when the parent is killed
 * with SIGKILL and cannot clean up. Elsewhere a plain spawn (the reaper at the next start helps).
 */
export function spawnTiedToThisProcess(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  return parentDeathSignal ? spawn(setprivPath, ['--pdeathsig', 'KILL', '--', command, ...args], options) : spawn(command, args, options);
}

export const browsersDieWithTheirProcess = parentDeathSignal;
