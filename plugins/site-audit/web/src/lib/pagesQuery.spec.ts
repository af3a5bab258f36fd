import { sitePagesQuerySchema } from '@otimiza/plugin-site-audit-shared';
import { describe, expect, it } from 'vitest';
import { noPageFilters, pagesQuery, pagesSearchParams } from './pagesQuery';

const order = { page: 2, limit: 25, sort: 'accessibility', order: 'desc' } as const;

describe('pagesQuery', () => {
  it('sends only the filters that are set', () => {
    expect(pagesQuery(noPageFilters, order)).toEqual(order);
    expect(pagesQuery({ ...noPageFilters, status: 'failed', audit: 'image-alt' }, order)).toEqual({ ...order, status: 'failed', audit: 'image-alt' });
  });

  it('keeps an empty group (the site root’s shape) and sends the score ceiling with its category', () => {
    expect(pagesQuery({ scoreCategory: 'seo', group: '', maxScore: 0 }, order)).toEqual({ ...order, group: '', maxScore: 0, category: 'seo' });
  });

  it('leaves the category out when no ceiling is set', () => {
    expect(pagesQuery({ scoreCategory: 'seo' }, order)).not.toHaveProperty('category');
  });
});

describe('pagesSearchParams', () => {
  it('writes a query string the API’s own schema reads back to the same query', () => {
    const query = pagesQuery({ scoreCategory: 'bestPractices', status: 'completed', group: '/produtos/:slug', audit: 'image-alt', maxScore: 49 }, order);
    const text = pagesSearchParams(query);
    expect(text).toBe(
      'page=2&limit=25&sort=accessibility&order=desc&status=completed&group=%2Fprodutos%2F%3Aslug&audit=image-alt&maxScore=49&category=bestPractices',
    );
    expect(sitePagesQuerySchema.parse(Object.fromEntries(new URLSearchParams(text)))).toEqual(query);
  });
});
