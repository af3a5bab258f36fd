import { readFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';

/** A port the OS has free on 127.0.0.1 now, for a spec's own server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A port on 127.0.0.1 that refuses connections, for a spec about an address nobody answers on. It is taken below the
 * range the OS hands to `listen(0)`: a port freed by a closed server is handed to the next spec file's server that
 * asks, and the "refused" address then answered (a TLS error instead of the refusal, beside the e2e tier, 2026-12-02).
 */
export async function refusingPort(): Promise<number> {
  const end = await firstEphemeralPort();
  // From above Chromium's last refused port (10080): a browser must be able to try it.
  for (let port = 10_100; port < end; port += 1) if (await refuses(port)) return port;
  throw new Error(`no port between 10100 and ${end} refuses connections`);
}

/** The start of Linux's ephemeral range, or 32768 (its default; macOS and Windows start at 49152) where it cannot be read. */
async function firstEphemeralPort(): Promise<number> {
  const range = await readFile('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').catch(() => '');
  const low = Number(range.trim().split(/\s+/)[0]);
  return Number.isInteger(low) && low > 0 ? Math.min(low, 32_768) : 32_768;
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
