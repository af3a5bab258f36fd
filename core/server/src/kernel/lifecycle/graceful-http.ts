import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { InFlightHandlers } from './in-flight-handlers.interceptor.js';

const POLL_MS = 50;

/**
 * Lets a stopping server finish what it is doing: once draining, answers ask clients to close
 * their connection, idle keep-alive sockets are closed, event streams are ended (their clients
 * reconnect to another process), and `drain()` resolves when the last in-flight request has
 * ended — its socket, and its handler too, which goes on when a client hangs up mid-request —
 * or when the time limit has passed, when the rest are cut. It resolves how many handlers still run.
 */
export function gracefulHttp(app: NestExpressApplication, handlers: InFlightHandlers) {
  let draining = false;
  const open = new Set<Response>();
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (draining) res.setHeader('Connection', 'close');
    open.add(res);
    const forget = () => open.delete(res);
    res.once('finish', forget);
    res.once('close', forget);
    next();
  });
  const endStreams = () => {
    for (const res of open) if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) res.end();
  };
  return {
    async drain(timeoutMs: number): Promise<number> {
      draining = true;
      const deadline = Date.now() + timeoutMs;
      const server = app.getHttpServer() as Server;
      if (!server.listening) return handlers.running;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      endStreams();
      server.closeIdleConnections();
      const idleSweep = setInterval(() => {
        endStreams();
        server.closeIdleConnections();
      }, 100);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, timeoutMs);
      });
      await Promise.race([closed, timedOut]);
      clearInterval(idleSweep);
      clearTimeout(timer);
      while (handlers.running > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      return handlers.running;
    },
  };
}
