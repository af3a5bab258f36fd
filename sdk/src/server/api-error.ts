import { HttpException } from '@nestjs/common';
import type { ApiErrorBody, ErrorType } from '../shared/errors.js';

/**
 * The one way to answer with an error. The core's exception filter turns it into
 * `{ error: { type, message, details } }` with the given status.
 */
export class ApiError extends HttpException {
  constructor(
    readonly type: ErrorType,
    status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super({ error: { type, message, ...(details ? { details } : {}) } } satisfies ApiErrorBody, status);
  }

  get body(): ApiErrorBody {
    return this.getResponse() as ApiErrorBody;
  }
}
