import { HttpException } from '@nestjs/common';
import type { ApiErrorBody, ErrorType } from '../shared/errors.js';
import type { Language, LocalizedText } from '../shared/messages.js';

/**
 * The one way to answer with an error. The core's exception filter turns it into
 * `{ error: { type, message, details } }` with the given status; a `{ pt, en }` message is
 * answered in the request's language.
 */
export class ApiError extends HttpException {
  readonly localized: LocalizedText | null;

  constructor(
    readonly type: ErrorType,
    status: number,
    message: string | LocalizedText,
    readonly details?: Record<string, unknown>,
  ) {
    const text = typeof message === 'string' ? message : message.pt;
    super({ error: { type, message: text, ...(details ? { details } : {}) } } satisfies ApiErrorBody, status);
    this.localized = typeof message === 'string' ? null : message;
  }

  get body(): ApiErrorBody {
    return this.getResponse() as ApiErrorBody;
  }

  bodyIn(language: Language): ApiErrorBody {
    const body = this.body;
    return this.localized ? { error: { ...body.error, message: this.localized[language] } } : body;
  }
}
