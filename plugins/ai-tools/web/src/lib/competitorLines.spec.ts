import { describe, expect, it } from 'vitest';
import { checkCompetitorInput, parseCompetitorLines } from './competitorLines';

describe('competitor lines', () => {
  it('reads one competitor per line, trimmed, without blank lines or repeats', () => {
    expect(parseCompetitorLines('  https://a.com.br \n\n\r\nb.com.br\r\n   \nhttps://a.com.br\nB.COM.BR')).toEqual(['https://a.com.br', 'b.com.br']);
    expect(parseCompetitorLines('')).toEqual([]);
    expect(parseCompetitorLines('\n \n')).toEqual([]);
  });

  it('needs the target URL and one to five competitors', () => {
    expect(checkCompetitorInput('  ', 'a.com.br')).toEqual({ ok: false, error: 'required', count: 1 });
    expect(checkCompetitorInput('meusite.com.br', ' \n ')).toEqual({ ok: false, error: 'required', count: 0 });
    expect(checkCompetitorInput('meusite.com.br', 'a.com\nb.com\nc.com\nd.com\ne.com\nf.com')).toEqual({ ok: false, error: 'too-many', count: 6 });
    expect(checkCompetitorInput(' meusite.com.br ', 'a.com\n\nb.com')).toEqual({ ok: true, url: 'meusite.com.br', competitors: ['a.com', 'b.com'] });
  });
});
