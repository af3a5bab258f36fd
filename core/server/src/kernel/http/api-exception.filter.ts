import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import { ApiError, languageOf, translateValidationMessage } from '@otimiza/sdk/server';
import type { ApiErrorBody, ErrorType } from '@otimiza/sdk/shared';
import type { Request, Response } from 'express';
import { PinoLogger } from 'nestjs-pino';
import { bodyParserError } from './body-parser-errors.js';

const typeByStatus: Record<number, ErrorType> = {
  400: 'VALIDATION_ERROR',
  401: 'AUTHENTICATION_ERROR',
  402: 'SUBSCRIPTION_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'API_TIMEOUT',
  413: 'VALIDATION_ERROR',
  429: 'RATE_LIMIT',
  503: 'API_UNAVAILABLE',
};

/** A message may name its field as `{field}`: the field's path, or the whole body when it has none. */
function fieldMessage(message: string, path: string, language: 'pt' | 'en'): string {
  return translateValidationMessage(message, language).replaceAll('{field}', path || (language === 'pt' ? 'corpo' : 'body'));
}

/** Validation answers carry message keys from the shared schemas: answer them as text. */
function translateFields(body: ApiErrorBody, language: 'pt' | 'en'): ApiErrorBody {
  const fields = body.error.details?.['fields'];
  if (!Array.isArray(fields)) return { error: { ...body.error, message: translateValidationMessage(body.error.message, language) } };
  const translated = (fields as { path: string; message: string }[]).map((field) => ({
    ...field,
    message: fieldMessage(field.message, field.path, language),
  }));
  return {
    error: {
      ...body.error,
      message: translated[0]?.message ?? translateValidationMessage(body.error.message, language),
      details: { ...body.error.details, fields: translated },
    },
  };
}

/** Every error leaves as `{ error: { type, message, details? } }`; unexpected ones are logged and hidden. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: PinoLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, body } = this.toBody(exception, request);
    if (response.headersSent) return;
    const retryAfter = body.error.details?.['retryAfterSeconds'];
    if (typeof retryAfter === 'number' && retryAfter > 0) response.setHeader('Retry-After', String(Math.ceil(retryAfter)));
    response.status(status).json(body);
  }

  private toBody(exception: unknown, request: Request): { status: number; body: ApiErrorBody } {
    const parserError = bodyParserError(exception);
    if (parserError) return this.toBody(parserError, request);
    if (exception instanceof ApiError) {
      const language = languageOf(request as never);
      const body = exception.bodyIn(language);
      return { status: exception.getStatus(), body: exception.type === 'VALIDATION_ERROR' ? translateFields(body, language) : body };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const type = typeByStatus[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'GENERAL_ERROR');
      const message = status === HttpStatus.NOT_FOUND ? `Rota não encontrada: ${request.method} ${request.originalUrl.split('?')[0]}` : exception.message;
      return { status, body: { error: { type, message } } };
    }
    this.logger.error({ err: exception, path: request.path }, 'unhandled error');
    return { status: 500, body: { error: { type: 'INTERNAL_ERROR', message: 'Internal server error' } } };
  }
}
