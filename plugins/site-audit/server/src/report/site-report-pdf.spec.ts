import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { HostBrand } from '@otimiza/sdk/shared';
import { expectToRead, partnerBrand, pdfDrawing, pdfText, solidPng } from '@otimiza/sdk/testing';
import type { ReportPage } from './report-input.js';
import { casaVerdePages, casaVerdeProofs, casaVerdeRun, octoberRun, origin } from './site-report.fixture.js';
import { renderSiteReportPdf, siteReportPdfFileName } from './site-report-pdf.js';
import { buildSiteReport } from './site-report.js';

const report = buildSiteReport(casaVerdeRun, casaVerdePages, casaVerdeProofs, octoberRun);
const generatedAt = new Date('2026-11-28T18:00:00.000Z');
const partner: HostBrand = { ...partnerBrand, logoUrl: '/api/white-label/logo', hideProductBrand: true };
const partnerLogo = { bytes: solidPng(48, [180, 83, 9]), type: 'image/png' as const };

const textOf = async (pdf: Buffer) => pdfText(pdf, { oneLine: true });

describe('renderSiteReportPdf', () => {
  it('prints the site report in Portuguese in the product’s look: scores, comparison, issues across pages, groups, coverage', async () => {
    const pdf = await renderSiteReportPdf(report, { language: 'pt', brand: null, pages: casaVerdePages, generatedAt });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);

    // Title, site and date (Brasília time).
    expectToRead(text, [
      'Otimiza Auditoria do site',
      'SITE AUDITADO https://www.casaverde.com.br/',
      '28 de novembro de 2026 às 14:42 (horário de Brasília, BRT)',
      'Celular (mobile)',
      '12 encontradas · 7 auditadas',
      'até 4 páginas por modelo',
    ]);

    // The four site scores: median, then the worst page.
    expectToRead(text, [
      /Desempenho 69\s?mediana Pior: 47 \/produtos\/regador-metal/,
      /Acessibilidade 88\s?mediana Pior: 74 \/produtos\/regador-metal/,
      /SEO 92\s?mediana Pior: 83 \/produtos\/regador-metal/,
      /Boas práticas 100\s?mediana Pior: 96 \/produtos\/adubo-organico/,
    ]);

    // The previous run, with the spread rule.
    expectToRead(text, [
      'Medianas da auditoria de 30/10/2026 e de agora. Estável: dentro da variação normal',
      'Desempenho 66 69 +3 estável',
      'Acessibilidade 91 88 −3 piorando',
      'SEO 84 92 +8 melhorando',
      'Boas práticas 100 100 0 estável',
    ]);

    // Issues across pages, in the order to fix them, Lighthouse's code marks printed as text.
    expectToRead(text, [
      '1 Imagens sem texto alternativo Ex.: /blog/horta-na-varanda, /produtos/adubo-organico, /produtos/muda-lavanda Acessibilidade 4 de 7 páginas',
      'Acessibilidade 5 de 7 páginas',
      '4 O elemento <html> não tem um atributo [lang] Ex.: /blog/horta-na-varanda Acessibilidade 1 de 7 páginas',
      'Os elementos de imagem não têm width e height explícitos Ex.: /produtos/muda-lavanda Desempenho 1 de 7 páginas',
    ]);
    expect(text).not.toContain('`');

    // Groups with their samples, scores and proof.
    expectToRead(text, [
      '/produtos/:slug 6 páginas · 3 auditadas Desempenho 58 · Acessibilidade 81 · SEO 92 · Boas práticas 96',
      'Amostras: /produtos/adubo-organico · /produtos/muda-lavanda · /produtos/regador-metal · /produtos/tesoura-poda (sem resultado)',
      'Correções comprovadas na primeira amostra: Desempenho 58 → 66 · Acessibilidade 81 → 100 · SEO 92 → 100 · Boas práticas 96 → 100',
      '/blog/:slug 4 páginas · 2 auditadas Desempenho 70 · Acessibilidade 89 · SEO 96 · Boas práticas 100',
      'Prova das correções: pendente',
      '/lojas/:slug 2 páginas · 2 auditadas Desempenho 81 · Acessibilidade 95 · SEO 96 · Boas práticas 100 Amostras: /lojas/campinas · /lojas/recife',
    ]);

    // What was and was not audited.
    expectToRead(text, [
      '12 páginas encontradas; 8 escolhidas para auditoria (até 4 por modelo): 7 auditadas, 1 com falha após novas tentativas.',
      '2 páginas não foram auditadas: as amostras dos seus modelos as representam.',
      '2 páginas escolhidas ficaram de fora pelo limite do plano de 8 páginas por auditoria.',
      'A descoberta parou no tempo limite: 23 endereços conhecidos não foram visitados.',
      'robots.txt lido (intervalo entre acessos: 1 s); 3 sitemaps lidos.',
      'Motivo Endereços Variações de parâmetros da mesma página 14 Bloqueados pelo robots.txt 3 Não são páginas HTML 2 Responderam com erro (4xx/5xx) 1 Em outro domínio 1',
      '/produtos/tesoura-poda A página não respondeu em 60 s, nem nas 2 novas tentativas.',
    ]);

    // Footers, and no English.
    expectToRead(text, [
      'Relatório gerado com Otimiza',
      'Gerado em 28 de novembro de 2026 às 15:00 (horário de Brasília, BRT)',
      'Página 1 de 3',
      'Página 3 de 3',
    ]);
    expect(text).not.toMatch(/Site scores|Pages affected|Worst:/);

    const drawing = await pdfDrawing(pdf);
    expect(drawing.fills).toContain('#3B82F6');
    expect(drawing.images).toEqual([]);
  });

  it('prints it in English under a white-label brand that hides the product: its name, colours and logo, no Otimiza', async () => {
    const pdf = await renderSiteReportPdf(report, { language: 'en', brand: partner, logo: partnerLogo, pages: casaVerdePages, generatedAt });
    const text = await textOf(pdf);
    expectToRead(text, [
      'Painel Parceiro Site audit',
      'AUDITED SITE https://www.casaverde.com.br/',
      /November 28, 2026 at 2:42\sPM \(Brasília time, BRT\)/,
      'Mobile',
      '12 found · 7 audited',
      /Performance 69\s?median Worst: 47 \/produtos\/regador-metal/,
      /Best practices 100\s?median Worst: 96 \/produtos\/adubo-organico/,
      'Medians of the audit of 10/30/26 and of now. Stable: within the normal variation',
      'Performance 66 69 +3 stable',
      'Accessibility 91 88 −3 declining',
      'SEO 84 92 +8 improving',
      '1 Images without alternative text E.g. /blog/horta-na-varanda, /produtos/adubo-organico, /produtos/muda-lavanda Accessibility 4 of 7 pages',
      'Touch targets do not have sufficient size or spacing. E.g. /lojas/campinas, /lojas/recife, /produtos/adubo-organico Accessibility 5 of 7 pages',
      '4 <html> element does not have a [lang] attribute',
      '/produtos/:slug 6 pages · 3 audited Performance 58 · Accessibility 81 · SEO 92 · Best practices 96',
      '/produtos/tesoura-poda (no result)',
      'Fixes proved on the first sample: Performance 58 → 66 · Accessibility 81 → 100 · SEO 92 → 100 · Best practices 96 → 100',
      'Proof of the fixes: pending',
      '12 pages found; 8 chosen for an audit (up to 4 per template): 7 audited, 1 failed after retries.',
      '2 chosen pages were left out by the plan’s cap of 8 pages per audit.',
      'Discovery stopped at its time limit: 23 known addresses were not visited.',
      'Query variants of the same page 14 Blocked by robots.txt 3',
      '/produtos/tesoura-poda The page did not answer within 60 s, nor on 2 retries.',
      'Agência Parceira Ltda.',
      'Page 2 of 3',
    ]);
    expect(text).not.toMatch(/otimiza/i);
    expect(text).not.toMatch(/Pontuações|páginas|mediana/);

    const drawing = await pdfDrawing(pdf);
    expect(drawing.fills).toContain('#0F766E');
    expect(drawing.fills).toContain('#B45309');
    expect(drawing.fills).not.toContain('#3B82F6');
    expect(drawing.images).toEqual(['48x48']);
    const metadata = await PDFDocument.load(pdf, { updateMetadata: false });
    expect([metadata.getTitle(), metadata.getAuthor(), metadata.getCreator(), metadata.getProducer()]).toEqual([
      'Site audit — https://www.casaverde.com.br/',
      'Painel Parceiro',
      'Painel Parceiro',
      'Painel Parceiro',
    ]);
  });

  it('credits the product under a white-label brand that keeps it, and leaves out a logo that does not decode', async () => {
    const broken = { bytes: Buffer.concat([solidPng(8, [0, 0, 0]).subarray(0, 16), Buffer.from('not the rest of a png')]), type: 'image/png' as const };
    const pdf = await renderSiteReportPdf(report, { language: 'pt', brand: { ...partner, hideProductBrand: false }, logo: broken, generatedAt });
    const text = await textOf(pdf);
    expect(text).toContain('Painel Parceiro Auditoria do site');
    expect(text).toContain('Agência Parceira Ltda. Gerado em 28 de novembro de 2026 às 15:00 (horário de Brasília, BRT) · Com tecnologia Otimiza');
    expect(text).not.toContain('Relatório gerado com Otimiza');
    expect((await pdfDrawing(pdf)).images).toEqual([]);
    const metadata = await PDFDocument.load(pdf, { updateMetadata: false });
    expect([metadata.getAuthor(), metadata.getProducer()]).toEqual(['Painel Parceiro', 'Otimiza']);
  });

  it('says a run is still going, prints no comparison without a previous run and no figures without audited pages', async () => {
    const queued = casaVerdePages.map((page): ReportPage =>
      page.status === 'completed' || page.status === 'failed'
        ? { ...page, status: 'queued', scores: null, analysisId: null, failingAudits: [], error: null }
        : page,
    );
    const going = {
      ...casaVerdeRun,
      status: 'auditing' as const,
      progress: { ...casaVerdeRun.progress, status: 'auditing' as const, audited: 0, failed: 0, etaSeconds: 240 },
      finishedAt: null,
    };
    const text = await textOf(await renderSiteReportPdf(buildSiteReport(going, queued, []), { language: 'pt', brand: null, pages: queued, generatedAt }));
    expectToRead(text, [
      '28 de novembro de 2026 às 14:20',
      'Auditoria em andamento: os números são das páginas auditadas até agora e podem mudar.',
      'Desempenho — nenhuma página auditada Acessibilidade',
      'Nenhuma página foi auditada ainda.',
      '/produtos/:slug 6 páginas · 0 auditadas Amostras: /produtos/adubo-organico (sem resultado) · /produtos/muda-lavanda (sem resultado) · /produtos/regador-metal (sem resultado) · /produtos/tesoura-poda (sem resultado)',
    ]);
    expect(text).not.toContain('Comparação com a auditoria anterior');
    expect(text).not.toContain('Páginas com falha');
  });

  it('says why a run failed before discovery read the site', async () => {
    const failed = {
      ...casaVerdeRun,
      status: 'failed' as const,
      progress: { ...casaVerdeRun.progress, status: 'failed' as const, discovered: 0, toAudit: 0, audited: 0, failed: 0 },
      overCap: 0,
      discovery: null,
      error: { pt: 'O endereço não respondeu: conexão recusada.', en: 'The address did not answer: connection refused.' },
    };
    const text = await textOf(await renderSiteReportPdf(buildSiteReport(failed, [], []), { language: 'en', brand: null, generatedAt }));
    expectToRead(text, [
      'The audit failed: The address did not answer: connection refused.',
      '0 pages found; 0 chosen for an audit (up to 4 per template): 0 audited, 0 failed after retries.',
      'Discovery never got to read the site.',
      'Report generated with Otimiza',
    ]);
    expect(text).not.toContain('Page templates and samples');
  });

  it('says when the audited pages fail no audit', async () => {
    const clean = casaVerdePages.map((page) => ({ ...page, failingAudits: [] }));
    const text = await textOf(await renderSiteReportPdf(buildSiteReport(casaVerdeRun, clean, []), { language: 'en', brand: null, generatedAt }));
    expect(text).toContain('Issues across pages');
    expect(text).toContain('No audit failed on the audited pages.');
  });

  it('prints the first 15 issues and counts the rest for the exports', async () => {
    const many = Array.from({ length: 18 }, (_, index) => ({
      id: `audit-${String(index).padStart(2, '0')}`,
      title: { pt: `Auditoria número ${index + 1}`, en: `Audit number ${index + 1}` },
      category: 'seo' as const,
      weight: 18 - index,
    }));
    const pages = casaVerdePages.map((page) => (page.status === 'completed' ? { ...page, failingAudits: many } : page));
    const text = await textOf(await renderSiteReportPdf(buildSiteReport(casaVerdeRun, pages, []), { language: 'pt', brand: null, generatedAt }));
    expect(text).toContain('15 Auditoria número 15');
    expect(text).not.toContain('Auditoria número 16');
    expect(text).toContain('Mais 3 auditorias com falha estão nas exportações CSV e JSON.');
  });
});

describe('siteReportPdfFileName', () => {
  it('names the file after the site and the day of the run in São Paulo', () => {
    expect(siteReportPdfFileName(report, 'pt')).toBe('auditoria-site-www.casaverde.com.br-2026-11-28.pdf');
    const lateNight = { ...report, run: { ...report.run, finishedAt: '2026-12-01T02:30:00.000Z' } };
    expect(siteReportPdfFileName(lateNight, 'en')).toBe('site-audit-www.casaverde.com.br-2026-11-30.pdf');
    expect(origin).toBe(report.run.origin);
  });
});
