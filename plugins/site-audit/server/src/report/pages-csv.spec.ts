import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { pagesCsv } from './pages-csv.js';
import { casaVerdePages, pageAt } from './site-report.fixture.js';

const bom = '\uFEFF';

describe('pagesCsv', () => {
  it('writes every page by address in Portuguese, with a BOM, CRLF line ends and quoted fields where needed', () => {
    expect(pagesCsv(casaVerdePages, 'pt')).toBe(
      bom +
        [
          'URL,Grupo,Situação,Desempenho,Acessibilidade,SEO,Boas práticas,Auditorias com falha,Erro',
          'https://www.casaverde.com.br/blog/adubacao-de-primavera,/blog/:slug,além do limite do plano,,,,,,',
          'https://www.casaverde.com.br/blog/como-regar-suculentas,/blog/:slug,auditada,71,90,100,100,color-contrast | render-blocking-resources,',
          'https://www.casaverde.com.br/blog/horta-na-varanda,/blog/:slug,auditada,69,88,92,100,image-alt | color-contrast | html-has-lang | render-blocking-resources,',
          'https://www.casaverde.com.br/blog/poda-de-inverno,/blog/:slug,além do limite do plano,,,,,,',
          'https://www.casaverde.com.br/lojas/campinas,/lojas/:slug,auditada,82,95,100,100,target-size | render-blocking-resources,',
          'https://www.casaverde.com.br/lojas/recife,/lojas/:slug,auditada,79,95,91,100,target-size | meta-description,',
          'https://www.casaverde.com.br/produtos/adubo-organico,/produtos/:slug,auditada,58,81,92,96,image-alt | target-size | errors-in-console | render-blocking-resources,',
          'https://www.casaverde.com.br/produtos/muda-lavanda,/produtos/:slug,auditada,64,81,92,100,image-alt | target-size | render-blocking-resources | unsized-images,',
          'https://www.casaverde.com.br/produtos/regador-metal,/produtos/:slug,auditada,47,74,83,96,image-alt | target-size | color-contrast | meta-description | errors-in-console | render-blocking-resources,',
          'https://www.casaverde.com.br/produtos/terra-vegetal,/produtos/:slug,representada pela amostra,,,,,,',
          'https://www.casaverde.com.br/produtos/tesoura-poda,/produtos/:slug,falhou,,,,,,"A página não respondeu em 60 s, nem nas 2 novas tentativas."',
          'https://www.casaverde.com.br/produtos/vaso-ceramica,/produtos/:slug,representada pela amostra,,,,,,',
          '',
        ].join('\r\n'),
    );
  });

  it('heads and words it in English, and reads back whole with a CSV parser', () => {
    const csv = pagesCsv(casaVerdePages, 'en');
    const rows = parse(csv, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['URL', 'Group', 'Status', 'Performance', 'Accessibility', 'SEO', 'Best practices', 'Failing audits', 'Error']);
    expect(rows).toHaveLength(13);
    expect(rows.map((row) => row[2])).toEqual([
      'Status',
      'over the plan’s cap',
      'audited',
      'audited',
      'over the plan’s cap',
      'audited',
      'audited',
      'audited',
      'audited',
      'audited',
      'represented by the sample',
      'failed',
      'represented by the sample',
    ]);
    expect(rows[11]).toEqual([
      'https://www.casaverde.com.br/produtos/tesoura-poda',
      '/produtos/:slug',
      'failed',
      '',
      '',
      '',
      '',
      '',
      'The page did not answer within 60 s, nor on 2 retries.',
    ]);
  });

  it('keeps a formula-like error as text and a quote, comma or line break inside its field', () => {
    const page = pageAt('/produtos/tesoura-poda');
    const hostile = [
      { ...page, error: { pt: '=HYPERLINK("https://malicioso.example","clique")', en: '-2+3' } },
      { ...pageAt('/produtos/vaso-ceramica'), status: 'failed' as const, error: { pt: 'Linha 1\nLinha 2 "citada"', en: '@SUM(A1)' } },
    ];
    const pt = parse(pagesCsv(hostile, 'pt'), { bom: true }) as string[][];
    expect(pt.map((row) => row[8])).toEqual(['Erro', `'=HYPERLINK("https://malicioso.example","clique")`, 'Linha 1\nLinha 2 "citada"']);
    const en = parse(pagesCsv(hostile, 'en'), { bom: true }) as string[][];
    expect(en.map((row) => row[8])).toEqual(['Error', "'-2+3", "'@SUM(A1)"]);
  });

  it('is the header alone for a run without pages', () => {
    expect(pagesCsv([], 'en')).toBe(`${bom}URL,Group,Status,Performance,Accessibility,SEO,Best practices,Failing audits,Error\r\n`);
  });
});
