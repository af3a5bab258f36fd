// Busy CPU loops beside a test run (npm run test:stress): each is a child process spinning until
// it is stopped, so the specs meet a machine as loaded as a shared CI runner.
import { spawn } from 'node:child_process';

export function startBusyLoops(count) {
  const loops = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  const stop = () => {
    for (const loop of loops) loop.kill('SIGKILL');
  };
  // Never left spinning, whatever ends this process.
  process.once('exit', stop);
  return { pids: loops.map((loop) => loop.pid), stop };
}
