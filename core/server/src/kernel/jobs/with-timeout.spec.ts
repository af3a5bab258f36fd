import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { withinRunningTime, withTimeout } from './with-timeout.js';

function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('withTimeout and withinRunningTime', () => {
  it('rejects a promise that never settles once its time has run', async () => {
    await expect(withTimeout(new Promise(() => undefined), 120, 'the stub')).rejects.toThrow('the stub did not answer within 120 ms');
    await expect(withinRunningTime(new Promise(() => undefined), 120, 'the stub')).rejects.toThrow('the stub did not answer within 120 ms');
  });

  it('answers a promise settled in time with its value', async () => {
    await expect(withTimeout(new Promise((resolve) => setTimeout(() => resolve('ready'), 20)), 1000, 'the stub')).resolves.toBe('ready');
  });

  it('takes an answer that arrived while the process was blocked past the timeout, instead of refusing it', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    await new Promise((resolve) => setImmediate(resolve));
    try {
      const reply = new Promise<string>((resolve) => client.once('data', (data) => resolve(data.toString())));
      const answered = withinRunningTime(reply, 200, 'the reply');
      // The reply is written at once, and lands while this process is busy for three times the timeout.
      sockets[0]!.write('PONG');
      blockEventLoop(600);
      await expect(answered).resolves.toBe('PONG');
    } finally {
      client.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
