import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { keepConnectionsLongerThanClients } from './keep-alive.js';

describe('keepConnectionsLongerThanClients', () => {
  it('keeps idle connections past the 60 s clients keep them, and reads headers a little longer still', () => {
    const server = createServer();
    keepConnectionsLongerThanClients(server);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
