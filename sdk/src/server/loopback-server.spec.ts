import { createServer } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenOnLoopback } from './loopback-server.js';

describe('listenOnLoopback', () => {
  it('answers on a free loopback port, and its close ends the connections still open', async () => {
    const server = createServer((_request, response) => response.end('here'));
    const listening = await listenOnLoopback(server);
    expect(listening.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(listening.url)).text()).toBe('here');

    const idle = connect(Number(new URL(listening.url).port), '127.0.0.1');
    await new Promise((resolve) => idle.once('connect', resolve));
    const ended = new Promise((resolve) => idle.once('close', resolve));
    await listening.close();
    await ended;
    expect(server.listening).toBe(false);
  });
});
