import { describe, expect, it } from 'vitest';
import { analysisIdFor, initialTarget, toolFromSearch, type RecentAnalysis } from './toolTarget';

const analysis = (id: string, url: string, status: RecentAnalysis['status'] = 'completed'): RecentAnalysis => ({
  id,
  url,
  status,
  createdAt: '2026-11-22T10:00:00Z',
  scores: null,
});

describe('tool target', () => {
  it('starts from the link’s URL and analysis', () => {
    expect(initialTarget({ url: ' https://loja.com.br/ ', analysisId: 'a1' }, [analysis('b', 'https://outra.com.br')])).toEqual({
      url: 'https://loja.com.br/',
      analysisId: 'a1',
    });
    expect(initialTarget({ url: 'https://loja.com.br/' }, undefined)).toEqual({ url: 'https://loja.com.br/', analysisId: null });
  });

  it('else from the latest completed analysis', () => {
    const recent = [analysis('r', 'https://rodando.com.br', 'running'), analysis('c', 'https://pronta.com.br'), analysis('o', 'https://antiga.com.br')];
    expect(initialTarget({}, recent)).toEqual({ url: 'https://pronta.com.br', analysisId: 'c' });
    expect(initialTarget({ url: '  ' }, [])).toBeNull();
    expect(initialTarget({}, undefined)).toBeNull();
  });

  it('sends the analysis id only with its own address', () => {
    const target = { url: 'https://loja.com.br/', analysisId: 'a1' };
    expect(analysisIdFor(target, ' https://loja.com.br/ ')).toBe('a1');
    expect(analysisIdFor(target, 'https://outra.com.br')).toBeUndefined();
    expect(analysisIdFor({ url: 'https://loja.com.br/', analysisId: null }, 'https://loja.com.br/')).toBeUndefined();
    expect(analysisIdFor(null, 'x')).toBeUndefined();
  });

  it('opens only known tools', () => {
    expect(toolFromSearch('strategic-planning')).toBe('strategic-planning');
    expect(toolFromSearch('brazil-optimization')).toBe('brazil-optimization');
    expect(toolFromSearch('nope')).toBeNull();
    expect(toolFromSearch(undefined)).toBeNull();
  });
});
