import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Language } from '../shared/messages.js';

/**
 * The language for texts the server writes (PDFs, e-mails, messages): `language` query
 * parameter, else `Accept-Language`, else Portuguese — the product's source language.
 */
export function languageOf(request: { query?: Record<string, unknown>; headers: Record<string, unknown> }): Language {
  const fromQuery = request.query?.['language'];
  if (fromQuery === 'pt' || fromQuery === 'en') return fromQuery;
  const header = request.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('en') ? 'en' : 'pt';
}

export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language => languageOf(ctx.switchToHttp().getRequest()));
