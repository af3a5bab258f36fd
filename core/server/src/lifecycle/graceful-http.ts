import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

/**
 * Lets a stopping server finish what it is doing: once draining, answers ask clients to close
 * their connection, idle keep-alive sockets are closed, and `drain()` resolves when the last
 * in-flight request has ended (or the time limit has passed, when the rest are cut).
 */
export function gracefulHttp(app: NestExpressApplication) {
  let draining = false;
  app.use((_req: Request, res: Response, next: NextFunction) => {
    if (draining) res.setHeader('Connection', 'close');
    next();
  });
  return {
    async drain(timeoutMs: number): Promise<void> {
      draining = true;
      const server = app.getHttpServer() as Server;
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
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
    },
  };
}
