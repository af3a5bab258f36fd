// A Redis of the bench's own on a free loopback port, keeping nothing on disk: the queue every process of one run
// shares, apart from the machine's Redis (other work may be using it).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts `redis-server` and answers its URL once it accepts connections, and `stop()`. */
export async function startRedis() {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let said = '';
    server.once('exit', (code) => reject(new Error(`redis-server exited ${code}: ${said.slice(-500)}`)));
    server.stdout.on('data', (chunk) => {
      said += chunk;
      if (said.includes('Ready to accept connections')) resolve();
    });
  });
  server.stdout.resume();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
    },
  };
}
