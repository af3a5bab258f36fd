import { describe, expect, it } from 'vitest';
import type { AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { brasiliaIso, historyCsvHeader, historyCsvLine, historyExportFileName, historyExportRow } from './history-export-rows.js';

const summary = (overrides: Partial<AnalysisSummary> = {}): AnalysisSummary =>
  ({
    id: '0b7f2f7e-8a51-4d5f-9a55-1d2b3c4d5e6f',
    url: 'https://padaria.com.br/',
    domain: 'padaria.com.br',
    path: '/',
    strategy: 'mobile',
    provider: 'lighthouse',
    status: 'completed',
    progress: { percent: 100, step: null },
    error: null,
    createdAt: '2026-11-28T17:05:09.123Z',
    created_at: '2026-11-28T17:05:09.123Z',
    completedAt: '2026-11-28T17:05:39.000Z',
    durationMs: 29877,
    scores: { performanceScore: 91, accessibilityScore: 88, seoScore: 100, bestPracticesScore: 96 },
    performance_score: 91,
    accessibility_score: 88,
    seo_score: 100,
    best_practices_score: 96,
    issuesCount: 4,
    verification: { status: 'none' },
    ...overrides,
  }) as AnalysisSummary;

describe('the history export rows', () => {
  it('prints instants in Brasília time with their offset, and the file name with the Brasília day', () => {
    expect(brasiliaIso(new Date('2026-11-28T17:05:09.123Z'))).toBe('2026-11-28T14:05:09-03:00');
    // 01:30 UTC on the 29th is still the 28th in Brasília.
    expect(historyExportFileName('csv', 'pt', new Date('2026-11-29T01:30:00Z'))).toBe('otimiza-analises-2026-11-28.csv');
    expect(historyExportFileName('json', 'en', new Date('2026-11-29T03:30:00Z'))).toBe('otimiza-analyses-2026-11-29.json');
  });

  it('writes the headings and the status in the language asked, with a byte-order mark and CRLF', () => {
    expect(historyCsvHeader('pt')).toBe(
      '\uFEFFID,URL,Domínio,Estratégia,Status,Performance,Acessibilidade,SEO,Boas Práticas,Problemas,Criada em (BRT),Concluída em (BRT),Duração (ms),Erro\r\n',
    );
    expect(historyCsvHeader('en')).toBe(
      '\uFEFFID,URL,Domain,Strategy,Status,Performance,Accessibility,SEO,Best Practices,Issues,Created at (BRT),Completed at (BRT),Duration (ms),Error\r\n',
    );
    const row = historyExportRow(summary());
    expect(historyCsvLine(row, 'pt')).toBe(
      '0b7f2f7e-8a51-4d5f-9a55-1d2b3c4d5e6f,https://padaria.com.br/,padaria.com.br,mobile,Concluída,91,88,100,96,4,2026-11-28 14:05:09,2026-11-28 14:05:39,29877,\r\n',
    );
    expect(historyCsvLine(row, 'en')).toContain(',Completed,91,');
  });

  it('keeps cells a spreadsheet would run as formulas as text, and quotes per RFC 4180', () => {
    const failed = historyExportRow(
      summary({
        url: '=HYPERLINK("https://mal.example","x")',
        domain: '@SUM(A1:A9)',
        status: 'failed',
        scores: null,
        completedAt: null,
        durationMs: null,
        issuesCount: null,
        error: { type: 'NETWORK_ERROR', code: null, message: '+erro, com "aspas"\nna linha' } as AnalysisSummary['error'],
      }),
    );
    const cells = historyCsvLine(failed, 'pt');
    expect(cells).toContain(
      `,"'=HYPERLINK(""https://mal.example"",""x"")",'@SUM(A1:A9),mobile,Falhou,,,,,,2026-11-28 14:05:09,,,"'+erro, com ""aspas""\nna linha"\r\n`,
    );
    for (const leading of ['-1+1', '\tcmd', '\rcmd']) {
      expect(historyCsvLine(historyExportRow(summary({ domain: leading })), 'en')).toContain(`'${leading.slice(0, 1)}`);
    }
  });

  it('gives the JSON fields their data: scores only of a completed analysis, the failure as its text', () => {
    expect(historyExportRow(summary())).toEqual({
      id: '0b7f2f7e-8a51-4d5f-9a55-1d2b3c4d5e6f',
      url: 'https://padaria.com.br/',
      domain: 'padaria.com.br',
      strategy: 'mobile',
      status: 'completed',
      performanceScore: 91,
      accessibilityScore: 88,
      seoScore: 100,
      bestPracticesScore: 96,
      issuesCount: 4,
      createdAt: '2026-11-28T14:05:09-03:00',
      completedAt: '2026-11-28T14:05:39-03:00',
      durationMs: 29877,
      error: null,
    });
  });
});
