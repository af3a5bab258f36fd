import type { LoggerService } from '@nestjs/common';
import type { Logger as NestPinoLogger } from 'nestjs-pino';

/** The framework's chatter (a line per module, per route, per migration step) is debug detail, not news. */
const frameworkContexts = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication', 'MikroORM']);

/** Nest's logger on pino, with the framework's informational lines moved to the debug level; its warnings and errors stay. */
export class QuietNestLogger implements LoggerService {
  constructor(private readonly inner: NestPinoLogger) {}

  log(message: unknown, ...rest: unknown[]): void {
    if (frameworkContexts.has(String(rest.at(-1)))) this.inner.debug(message, ...rest);
    else this.inner.log(message, ...rest);
  }

  error(message: unknown, ...rest: unknown[]): void {
    this.inner.error(message, ...rest);
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.inner.warn(message, ...rest);
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.inner.debug(message, ...rest);
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.inner.verbose(message, ...rest);
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.inner.fatal(message, ...rest);
  }
}
