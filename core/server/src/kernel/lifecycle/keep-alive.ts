import type { Server } from 'node:http';

/** Idle time after which load balancers and HTTP clients commonly drop a kept-alive connection. */
const CLIENT_IDLE_TIMEOUT_MS = 60_000;

/**
 * Node closes an idle kept-alive connection after 5 s. A client that reuses it at that moment
 * gets ECONNRESET for a request the server never saw. The side that waits longer never races,
 * so the server keeps idle connections past what clients and proxies keep them.
 */
export function keepConnectionsLongerThanClients(server: Server): void {
  server.keepAliveTimeout = CLIENT_IDLE_TIMEOUT_MS + 5_000;
  // Node requires headersTimeout above keepAliveTimeout, or it may cut a request on a reused socket.
  server.headersTimeout = CLIENT_IDLE_TIMEOUT_MS + 6_000;
}
