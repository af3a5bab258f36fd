import { z } from 'zod';

/** The most items one page of any list answers. */
export const maxPageSize = 100;
/**
 * How deep a page number may reach (page × limit): an offset makes PostgreSQL read and drop every
 * row before the page, so past this a list is read by its keyset cursor (`nextCursor`) instead.
 */
export const maxPageOffset = 10_000;

/** Message keys of the paging checks, answered in the request's language. */
export const pagingMessages = {
  'paging.tooDeep': {
    pt: `A página pedida passa dos primeiros ${maxPageOffset.toLocaleString('pt-BR')} itens (página × limite): para ir além, siga o nextCursor da página anterior no parâmetro cursor.`,
    en: `The page asked for goes past the first ${maxPageOffset.toLocaleString('en')} items (page × limit): to go further, pass the previous page's nextCursor as the cursor parameter.`,
  },
  'paging.tooDeepUseFilters': {
    pt: `A página pedida passa dos primeiros ${maxPageOffset.toLocaleString('pt-BR')} itens (página × limite): use os filtros para chegar aos mais antigos.`,
    en: `The page asked for goes past the first ${maxPageOffset.toLocaleString('en')} items (page × limit): use the filters to reach older ones.`,
  },
  'paging.pageInvalid': { pt: 'A página deve ser um número inteiro a partir de 1.', en: 'The page must be a whole number from 1.' },
  'paging.limitInvalid': {
    pt: `O limite deve ser um número inteiro de 1 a ${maxPageSize}.`,
    en: `The limit must be a whole number from 1 to ${maxPageSize}.`,
  },
} as const;

/** `page` and `limit` of a list's query (page numbers start at 1; `limit` at most `maxLimit`, never above `maxPageSize`). */
export function pageFields(options: { defaultLimit: number; maxLimit?: number }) {
  const maxLimit = Math.min(options.maxLimit ?? maxPageSize, maxPageSize);
  return {
    page: z.coerce.number({ error: 'paging.pageInvalid' }).int({ error: 'paging.pageInvalid' }).min(1, { error: 'paging.pageInvalid' }).default(1),
    limit: z.coerce
      .number({ error: 'paging.limitInvalid' })
      .int({ error: 'paging.limitInvalid' })
      .min(1, { error: 'paging.limitInvalid' })
      .max(maxLimit, { error: 'paging.limitInvalid' })
      .default(options.defaultLimit),
  };
}

/** True when the page ends within `maxPageOffset` items (a page read by cursor is never too deep). */
export const withinPageOffset = (query: { page: number; limit: number; cursor?: string | undefined }): boolean =>
  Boolean(query.cursor) || query.page * query.limit <= maxPageOffset;

/** The check a paged query schema adds (`.refine(withinPageOffset, pageOffsetRefinement)`): 400 past the cap, naming `page`. */
export const pageOffsetRefinement = { error: 'paging.tooDeep', path: ['page'] };

/** The same check for a list without a keyset cursor: its refusal points to the list's filters instead. */
export const filteredPageOffsetRefinement = { error: 'paging.tooDeepUseFilters', path: ['page'] };

/** What every paged answer adds to its list: whether a page follows, and its cursor when the list pages by keyset. */
export interface PageInfo {
  page: number;
  limit: number;
  hasMore: boolean;
}
