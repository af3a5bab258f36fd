import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiError } from './api-error.js';

export const jsonBodyMessages = {
  notJson: {
    pt: 'O corpo da requisição deve ser JSON (Content-Type: application/json).',
    en: 'The request body must be JSON (Content-Type: application/json).',
  },
  missing: { pt: 'O corpo da requisição está vazio: envie os dados em JSON.', en: 'The request body is empty: send the data as JSON.' },
  malformed: { pt: 'O corpo da requisição não é um JSON válido.', en: 'The request body is not valid JSON.' },
  tooLarge: { pt: 'O corpo da requisição é grande demais.', en: 'The request body is too large.' },
} as const;

interface BodyRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  rawBody?: Buffer;
}

/** `application/json`, with any parameters: the one type the host's body parser reads. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Whether the request announces body bytes: a positive Content-Length, or a chunked body. */
export function announcesBody(request: Pick<BodyRequest, 'headers'>): boolean {
  if (request.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) && length > 0;
}

export function notJsonBodyError(contentType: string | undefined): ApiError {
  return new ApiError('VALIDATION_ERROR', 415, jsonBodyMessages.notJson, { source: 'body', contentType: contentType ?? null });
}

export function missingBodyError(): ApiError {
  return new ApiError('VALIDATION_ERROR', 400, jsonBodyMessages.missing, { source: 'body' });
}

/**
 * The JSON body a route needs: 415 when the body is of another type, 400 when there is none
 * (a missing body must never read as `{}`, every field at its default). The parser has already
 * answered malformed JSON.
 */
export function requireJsonBody(request: BodyRequest): unknown {
  const contentType = request.headers['content-type'] as string | undefined;
  if (announcesBody(request) && !isJsonMediaType(contentType)) throw notJsonBodyError(contentType);
  const empty = request.body === undefined || (request.rawBody ? request.rawBody.length === 0 : !announcesBody(request));
  if (empty) throw missingBodyError();
  return request.body;
}

/** `@JsonBody(...pipes) body` — the request's JSON body, refused when missing or not JSON. */
export const JsonBody = createParamDecorator((_data: unknown, context: ExecutionContext) => requireJsonBody(context.switchToHttp().getRequest<BodyRequest>()));
