import { ApiError, jsonBodyMessages } from '@otimiza/sdk/server';

/**
 * Express's body parser fails before any route runs, and Nest hands its error over as an
 * HttpException whose cause carries the parser's `type`: answer those in the API's words.
 */
export function bodyParserError(exception: unknown): ApiError | null {
  const cause = (exception as { cause?: { type?: unknown; limit?: unknown } } | null)?.cause;
  switch (cause?.type) {
    case 'entity.parse.failed':
      return new ApiError('VALIDATION_ERROR', 400, jsonBodyMessages.malformed, { source: 'body' });
    case 'entity.too.large':
      return new ApiError('VALIDATION_ERROR', 413, jsonBodyMessages.tooLarge, {
        source: 'body',
        limitBytes: typeof cause.limit === 'number' ? cause.limit : null,
      });
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new ApiError('VALIDATION_ERROR', 415, jsonBodyMessages.notJson, { source: 'body' });
    default:
      return null;
  }
}
