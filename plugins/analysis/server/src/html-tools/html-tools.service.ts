import { gunzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace, SafeOutboundPort, type AuthContext } from '@otimiza/sdk/server';
import {
  fixCount,
  type AnalyzeHtmlResponse,
  type AutoFixHtmlResponse,
  type AutoImplementHtmlResponse,
  type HtmlFixView,
} from '@otimiza/plugin-analysis-shared';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { AnalysisSchema } from '../data/analysis.entity.js';
import { extractPageContext } from '../context/page-context.js';
import { estimateImprovements } from '../fixer/estimate-improvements.js';
import { SkippedFixes } from '../fixer/skipped-fixes/skipped-fixes.js';
import { fixHtml, type FixerOutput } from '../fixer/html-fixer.js';
import { collectPageResources } from '../fixer/page-resources.js';
import { structureStatsOf } from '../fixer/structure-stats.js';
import { HtmlFixSchema } from '../data/html-fix.entity.js';
import { fetchPageSource } from './page-source.js';

interface FixedPage {
  url: string;
  finalUrl: string;
  original: string;
  companyName: string | null;
  result: FixerOutput;
  measuredImages: number;
  unmeasuredImages: number;
}

const notFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Página corrigida não encontrada.', en: 'Fixed page not found.' });

/** The HTML tools: find the fixes a page needs, apply them, keep the result for download. */
@Injectable()
export class HtmlToolsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbound: SafeOutboundPort,
    private readonly skippedFixes: SkippedFixes,
  ) {}

  async analyze(auth: AuthContext, rawUrl: string): Promise<AnalyzeHtmlResponse> {
    const page = await this.fixPage(auth, rawUrl);
    const estimated = estimateImprovements(page.result.fixes, await this.latestReport(auth, page.url));
    return {
      url: page.url,
      companyName: page.companyName,
      fixes: page.result.fixes,
      estimatedImprovements: estimated,
      summary: {
        seoImprovements: page.result.fixes.filter((fix) => fix.category === 'seo').length,
        performanceGain: estimated.performance,
        accessibilityScore: estimated.accessibility,
      },
      // One definition with the analysis' count of fixes: each fix once, not the elements it touched.
      totalIssuesFound: fixCount(page.result.fixes),
    };
  }

  async implement(auth: AuthContext, rawUrl: string): Promise<AutoImplementHtmlResponse> {
    const page = await this.fixPage(auth, rawUrl);
    const id = await this.store(auth, page);
    const errors =
      page.unmeasuredImages > 0
        ? [
            {
              pt: `${page.unmeasuredImages} imagem(ns) não puderam ser medidas: largura e altura ficaram como estavam.`,
              en: `${page.unmeasuredImages} image(s) could not be measured: their width and height were left as they were.`,
            },
          ]
        : [];
    return {
      id,
      url: page.url,
      implementedFixes: page.result.fixes,
      optimizedHtml: page.result.html,
      beforeAfterComparison: { before: structureStatsOf(page.original), after: structureStatsOf(page.result.html) },
      estimatedImprovements: estimateImprovements(page.result.fixes, await this.latestReport(auth, page.url)),
      downloadUrl: `/api/html-fixes/${id}/download`,
      previewUrl: `/api/html-fixes/${id}/preview`,
      errors,
    };
  }

  async autoFix(auth: AuthContext, rawUrl: string): Promise<AutoFixHtmlResponse> {
    const page = await this.fixPage(auth, rawUrl);
    const id = await this.store(auth, page);
    return {
      id,
      url: page.url,
      fixesApplied: fixCount(page.result.fixes),
      fixes: page.result.fixes,
      downloadUrl: `/api/html-fixes/${id}/download`,
      previewUrl: `/api/html-fixes/${id}/preview`,
    };
  }

  /** A stored fixed page of the caller's workspace; 404 for another workspace's, as for a missing one. */
  async stored(auth: AuthContext, id: string): Promise<{ url: string; html: string; createdAt: Date }> {
    const row = await forWorkspace(this.em, auth.workspaceId).findOne(HtmlFixSchema, { id }, { fields: ['url', 'optimizedHtml', 'createdAt'] });
    if (!row) throw notFound();
    return { url: row.url, html: row.optimizedHtml, createdAt: row.createdAt };
  }

  private async fixPage(auth: AuthContext, rawUrl: string): Promise<FixedPage> {
    const source = await fetchPageSource(rawUrl, this.outbound);
    const context = extractPageContext(source.html, source.finalUrl);
    const resources = await collectPageResources(source.html, source.finalUrl, this.outbound);
    const result = fixHtml({ html: source.html, pageUrl: source.finalUrl, context, resources, skip: await this.skippedFixes.idsOf(auth.workspaceId) });
    const unsized = extractUnsizedImageCount(source.html);
    return {
      url: source.url,
      finalUrl: source.finalUrl,
      original: source.html,
      companyName: context.companyName,
      result,
      measuredImages: resources.imageSizes.size,
      unmeasuredImages: Math.max(0, unsized - resources.imageSizes.size),
    };
  }

  private async store(auth: AuthContext, page: FixedPage): Promise<string> {
    const em = forWorkspace(this.em, auth.workspaceId);
    const { id } = em.create(HtmlFixSchema, {
      workspace: auth.workspaceId,
      user: auth.userId,
      url: page.finalUrl,
      optimizedHtml: page.result.html,
      fixes: page.result.fixes satisfies HtmlFixView[],
    });
    await em.flush();
    return id;
  }

  /** The report of the workspace's latest local audit of this URL, for estimates from the page's own audits. */
  private async latestReport(auth: AuthContext, url: string): Promise<LighthouseResult | null> {
    const row = await forWorkspace(this.em, auth.workspaceId).findOne(
      AnalysisSchema,
      { url, status: 'completed', lighthouseReport: { $ne: null } },
      { fields: ['lighthouseReport'], orderBy: { createdAt: 'desc' } },
    );
    return row?.lighthouseReport ? (JSON.parse(gunzipSync(row.lighthouseReport).toString('utf8')) as LighthouseResult) : null;
  }
}

function extractUnsizedImageCount(html: string): number {
  return (html.match(/<img\b[^>]*>/gi) ?? []).filter((tag) => !(/\swidth=/i.test(tag) && /\sheight=/i.test(tag))).length;
}
