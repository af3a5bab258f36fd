import type { SiteAuditReport, SiteAuditRunView, SiteFailingAudit, SiteGroupView, SitePageList, SitePageView } from '@otimiza/plugin-site-audit-shared';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pagesQueryOptions } from '../../api/runs';
import { SiteReport } from './SiteReport';

afterEach(cleanup);

/** The first page of the pages table as the report asks it: no filter, by address. */
const firstPage = { page: 1, limit: 25, sort: 'url', order: 'asc' } as const;

/**
 * The report as the run's page shows it, in Portuguese, inside a router (its links open the
 * previous run and each page's analysis); `pages` are the API's answers to the pages table's queries.
 */
async function renderReport(report: SiteAuditReport, pages: { query: Parameters<typeof pagesQueryOptions>[1]; answer: SitePageList }[]) {
  renderScreen(<SiteReport report={report} />, {
    path: `/site-audit/${report.run.id}`,
    answers: pages.map(({ query, answer }) => [pagesQueryOptions(report.run.id, query).queryKey, answer] as const),
  });
  await screen.findByTestId('site-audit-report');
}

const runId = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

const run: SiteAuditRunView = {
  id: runId,
  url: 'https://padariasaojose.com.br/',
  origin: 'https://padariasaojose.com.br',
  pathPrefix: '/',
  strategy: 'mobile',
  samplePerGroup: 3,
  auditAll: false,
  status: 'completed',
  progress: { runId, status: 'completed', discovered: 48, toAudit: 7, audited: 6, failed: 1, etaSeconds: null },
  pageCap: 50,
  overCap: 0,
  error: null,
  discovery: {
    robots: { found: true, crawlDelaySeconds: 2, sitemaps: ['https://padariasaojose.com.br/sitemap.xml'] },
    sitemaps: [{ url: 'https://padariasaojose.com.br/sitemap.xml', kind: 'urlset', entries: 41 }],
    skippedByReason: {},
    stoppedBy: 'complete',
    leftOut: 0,
  },
  createdAt: '2026-11-30T12:00:00.000Z',
  finishedAt: '2026-11-30T12:09:00.000Z',
};

const altText: SiteFailingAudit = {
  id: 'image-alt',
  title: { pt: 'Os elementos de imagem não têm atributos `[alt]`', en: 'Image elements do not have `[alt]` attributes' },
  category: 'accessibility',
  weight: 10,
  pages: 4,
  of: 6,
  priority: 40,
  examples: [{ url: 'https://padariasaojose.com.br/produtos/pao-de-queijo', pageId: 'p-2' }],
};

const products: SiteGroupView = {
  shape: '/produtos/*',
  pages: 38,
  audited: 3,
  samples: [
    { url: 'https://padariasaojose.com.br/produtos/pao-de-queijo', pageId: 'p-2', status: 'completed', analysisId: 'a-2' },
    { url: 'https://padariasaojose.com.br/produtos/bolo-de-fuba', pageId: 'p-3', status: 'queued', analysisId: 'a-3' },
  ],
  scores: { performance: 61.5, accessibility: 78, seo: 92, bestPractices: 100 },
  proof: {
    analysisId: 'a-2',
    status: 'completed',
    before: { performance: 58, accessibility: 78, seo: 92, bestPractices: 96 },
    after: { performance: 71, accessibility: 95, seo: 100, bestPractices: 100 },
    fixes: [{ pt: 'Textos alternativos nas imagens', en: 'Alternative text on images' }],
  },
};

const home: SitePageView = {
  id: 'p-1',
  url: 'https://padariasaojose.com.br/',
  group: '/',
  status: 'completed',
  analysisId: 'a-1',
  scores: { performance: 88, accessibility: 97, seo: 100, bestPractices: 96 },
  failingAudits: [],
  error: null,
};
const cheeseBread: SitePageView = {
  id: 'p-2',
  url: 'https://padariasaojose.com.br/produtos/pao-de-queijo',
  group: '/produtos/*',
  status: 'completed',
  analysisId: 'a-2',
  scores: { performance: 54, accessibility: 71, seo: 92, bestPractices: 100 },
  failingAudits: ['image-alt'],
  error: null,
};

const report: SiteAuditReport = {
  run,
  scores: {
    performance: { median: 72.5, worst: { score: 54, url: 'https://padariasaojose.com.br/produtos/pao-de-queijo', pageId: 'p-2' } },
    accessibility: { median: 84, worst: { score: 71, url: 'https://padariasaojose.com.br/produtos/pao-de-queijo', pageId: 'p-2' } },
    seo: { median: 96, worst: null },
    bestPractices: { median: null, worst: null },
  },
  failingAudits: [altText],
  groups: [products],
  comparison: {
    previousRunId: 'e5d4c3b2-a190-4f8e-9d7c-6b5a49382716',
    previousFinishedAt: '2026-11-02T13:30:00.000Z',
    categories: {
      performance: { before: 65, after: 72.5, change: 7.5, trend: 'improving' },
      accessibility: { before: 90, after: 84, change: -6, trend: 'declining' },
      seo: { before: 95, after: 96, change: 1, trend: 'stable' },
      bestPractices: { before: null, after: null, change: null, trend: null },
    },
  },
};

describe('site audit: the site report', () => {
  it('shows the medians rounded, the worst page and the change since the previous run, dated in Brasília time', async () => {
    await renderReport(report, [{ query: firstPage, answer: { pages: [home, cheeseBread], total: 2 } }]);
    const scores = screen.getByTestId('site-audit-scores');
    expect(scores.textContent).toContain('Comparada com a auditoria anterior deste endereço (02/11/2026 10:30 BRT).');
    expect(within(scores).getByRole('link', { name: 'auditoria anterior' }).getAttribute('href')).toBe('/site-audit/e5d4c3b2-a190-4f8e-9d7c-6b5a49382716');
    expect(screen.getByTestId('site-score-performance').textContent).toBe('73');
    expect(screen.getByTestId('site-score-bestPractices').textContent).toBe('—');
    expect(within(scores).getByLabelText('Melhorou +7,5 desde a auditoria anterior')).toBeTruthy();
    expect(within(scores).getByLabelText('Piorou -6 desde a auditoria anterior')).toBeTruthy();
    expect(within(scores).getByText(/estável/).textContent).toBe('estável (+1)');
    const performance = scores.querySelector('[data-category="performance"]') as HTMLElement;
    expect(performance.textContent).toContain('pior página: padariasaojose.com.br/produtos/pao-de-queijo 54');
  });

  it('counts the failing audit over the audited pages, and the template with its samples, proof and fixes', async () => {
    await renderReport(report, [{ query: firstPage, answer: { pages: [home, cheeseBread], total: 2 } }]);
    const failing = screen.getByTestId('site-audit-failing');
    expect(within(failing).getByText('4 de 6 páginas')).toBeTruthy();
    expect(within(failing).getByText('Acessibilidade')).toBeTruthy();

    const group = screen.getByTestId('site-audit-group');
    expect(group.textContent).toContain('38 páginas · 3 auditadas');
    // A median of an even count is rounded on the badge.
    expect(within(group).getAllByLabelText('Performance: 62')).toHaveLength(1);
    // Only the audited sample opens its analysis; the queued one has nothing to open yet.
    const analyses = within(group).getAllByTestId('site-audit-open-analysis');
    expect(analyses).toHaveLength(1);
    expect(analyses[0]!.getAttribute('href')).toBe('/analysis-history?open=a-2');
    const proof = within(group).getByTestId('site-audit-proof');
    expect(within(proof).getByLabelText('Acessibilidade: 78')).toBeTruthy();
    expect(within(proof).getByLabelText('Acessibilidade: 95')).toBeTruthy();
    expect(within(group).getByTestId('site-audit-proof-fixes').textContent).toContain('Textos alternativos nas imagens');

    const notAudited = screen.getByTestId('site-audit-not-audited');
    expect(notAudited.textContent).toContain('Nenhuma página ficou de fora pelo limite do plano (50 páginas por auditoria).');
    expect(notAudited.textContent).toContain('Encontrado e respeitado: 2 s de intervalo entre as requisições (crawl-delay).');
    expect(notAudited.textContent).toContain('41 entradas');
  });

  it('lists the pages with their scores and, on "Ver páginas", only the pages where that audit fails', async () => {
    await renderReport(report, [
      { query: firstPage, answer: { pages: [home, cheeseBread], total: 2 } },
      { query: { ...firstPage, audit: 'image-alt' }, answer: { pages: [cheeseBread], total: 1 } },
    ]);
    const pages = screen.getByTestId('site-audit-pages');
    const rows = () => within(pages).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(2);
    const homeRow = within(pages).getByRole('link', { name: 'padariasaojose.com.br' }).closest('tr')!;
    expect(within(homeRow).getByText('Auditada')).toBeTruthy();
    expect(within(homeRow).getByText('88')).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: /Limpar filtros/ })).toBeNull();

    await userEvent.click(within(screen.getByTestId('site-audit-failing')).getByRole('button', { name: /Ver páginas/ }));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByRole('link', { name: 'padariasaojose.com.br/produtos/pao-de-queijo' })).toBeTruthy();
    expect(within(pages).getByRole('button', { name: /Limpar filtros/ })).toBeTruthy();
  });

  it('says nothing was audited yet, and that templates and the discovery summary come later, instead of empty figures', async () => {
    const discovering: SiteAuditRunView = {
      ...run,
      status: 'discovering',
      progress: { runId, status: 'discovering', discovered: 12, toAudit: 0, audited: 0, failed: 0, etaSeconds: null },
      discovery: null,
      finishedAt: null,
    };
    await renderReport(
      {
        run: discovering,
        scores: {
          performance: { median: null, worst: null },
          accessibility: { median: null, worst: null },
          seo: { median: null, worst: null },
          bestPractices: { median: null, worst: null },
        },
        failingAudits: [],
        groups: [],
        comparison: null,
      },
      [{ query: firstPage, answer: { pages: [], total: 0 } }],
    );
    expect(screen.getByText('Nenhuma página auditada ainda')).toBeTruthy();
    expect(screen.queryByTestId('site-audit-scores')).toBeNull();
    expect(screen.queryByTestId('site-audit-failing')).toBeNull();
    expect(screen.getByTestId('site-audit-groups').textContent).toContain('Os modelos aparecem quando a descoberta das páginas termina.');
    expect(screen.getByTestId('site-audit-pages').textContent).toContain('Nenhuma página com esses filtros.');
    expect(screen.getByTestId('site-audit-not-audited').textContent).toContain('O resumo da descoberta aparece quando ela termina.');
  });
});
