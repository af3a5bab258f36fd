// Runs a command with the terminal's output and resolves with its exit status. Asynchronous on
// purpose: while a tier runs, this process still owns the embedded PostgreSQL's log pipe, and a
// blocking spawnSync stopped it from draining. Once the pipe's buffer filled (19 "duplicate key"
// errors of a spec's 20 parallel requests were enough), every PostgreSQL process that logged, the
// checkpointer included, blocked on its write, and spec files hung until their 120 s timeouts.
import { spawn } from 'node:child_process';

/** The command's exit status (1 when it was killed by a signal or could not start). */
export function runCommand(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}
