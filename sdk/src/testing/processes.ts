import { readdirSync, readFileSync } from 'node:fs';

/** A running process as Linux's /proc shows it. */
export interface RunningProcess {
  /** Its process id. */
  pid: number;
  /** Its command line, one argument an entry. */
  args: string[];
}

/**
 * The processes running now, read from /proc: Linux only, none elsewhere. A process that ends while the list is read
 * is passed over.
 */
export function runningProcesses(): RunningProcess[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    try {
      return [{ pid: Number(entry), args: readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0') }];
    } catch {
      return [];
    }
  });
}

/**
 * The browser processes the Otimiza process `ownerPid` launched that still run: their profiles sit under an
 * `otimiza-browsers/` folder, named `<ownerPid>-…`. `mainOnly` keeps each browser's main process (not its renderers,
 * GPU or utility processes, which carry a `--type=` argument).
 */
export function otimizaBrowsersOf(ownerPid: number, options: { mainOnly?: boolean } = {}): number[] {
  return runningProcesses()
    .filter(({ args }) => {
      const profile = args.find((arg) => arg.startsWith('--user-data-dir='));
      if (!profile?.includes('/otimiza-browsers/') || !profile.split('/').at(-1)!.startsWith(`${ownerPid}-`)) return false;
      return !options.mainOnly || !args.some((arg) => arg.startsWith('--type='));
    })
    .map(({ pid }) => pid);
}
