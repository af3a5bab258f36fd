import { Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

const quietPaths = ['/api/health', '/assets/', '/favicon'];

/**
 * Pino for Nest and per-request logs. A request is logged at the debug level (LOG_LEVEL=debug
 * shows them), a 5xx answer as an error; health checks and static assets are not logged.
 */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            logger,
            autoLogging: { ignore: (req) => quietPaths.some((path) => (req.url ?? '').startsWith(path)) },
            customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'debug'),
            customProps: () => ({ component: 'http' }),
          },
        }),
      ],
      exports: [LoggerModule],
    };
  }
}
