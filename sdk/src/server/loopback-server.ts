import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** A server of this process's own, on a free loopback port. */
export interface LoopbackServer {
  /** `http://127.0.0.1:<port>`: for Chromium, `--proxy-server=<url>` (with `--proxy-bypass-list=<-loopback>` so nothing skips it). */
  url: string;
  /** Stops listening and ends the connections still open (a browser keeps its tunnels alive), then resolves. */
  close(): Promise<void>;
}

/** Starts `server` on a free port of 127.0.0.1. */
export async function listenOnLoopback(server: Server): Promise<LoopbackServer> {
  // Every socket, not only the HTTP server's: a CONNECT tunnel leaves those once open, so closeAllConnections misses it
  // and server.close waits for the browser to drop it (the app's stop then hung in its browser service).
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
