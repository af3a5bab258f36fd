import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { finalize, type Observable } from 'rxjs';

/**
 * Counts route handlers still running: a stopping server waits for them (a client that hung up
 * does not stop its handler), so the database is closed under no request.
 */
@Injectable()
export class InFlightHandlers implements NestInterceptor {
  running = 0;

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.running += 1;
    let counted = true;
    return next.handle().pipe(
      finalize(() => {
        if (counted) this.running -= 1;
        counted = false;
      }),
    );
  }
}
