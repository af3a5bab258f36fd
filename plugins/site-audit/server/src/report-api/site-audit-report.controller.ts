import { Controller, Get, Header, Optional, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { BrandPort, CurrentAuth, RequestLanguage, RequireFeature, ValidParams, ValidQuery, ZipWriter, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { siteAuditRunIdSchema, sitePagesQuerySchema, type SiteAuditReport, type SitePageList } from '@otimiza/plugin-site-audit-shared';
import type { Response } from 'express';
import { z } from 'zod';
import { pagesCsv, renderSiteReportPdf, siteReportJson, siteReportPdfFileName, type SiteReportJson } from '../report/index.js';
import { fixedHtmlFileName } from './fixed-html-files.js';
import { SiteAuditReportService } from './site-audit-report.service.js';

type RunId = z.output<typeof siteAuditRunIdSchema>;
const languageQuerySchema = z.object({ language: z.enum(['pt', 'en']).optional() });
const fileDay = (iso: string) => iso.slice(0, 10);
const hostOf = (url: string) => new URL(url).host.replace(/[^a-z0-9.-]/gi, '-');

/** `/api/site-audit/runs/:id/…`: the site report, its pages table and its exports (CSV, JSON, PDF). */
@ApiTags('site-audit')
@Controller('site-audit/runs')
export class SiteAuditReportController {
  constructor(
    private readonly reports: SiteAuditReportService,
    // The white-label plugin provides it; without it the report wears the product's own look.
    @Optional() private readonly brands?: BrandPort,
  ) {}

  @Get(':id/report')
  @ApiOkResponse({
    description:
      'The site report: medians and worst pages, failing audits across pages, template groups with their proofs, the comparison with the previous run.',
  })
  async report(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId): Promise<SiteAuditReport> {
    return (await this.reports.report(auth, params.id)).report;
  }

  @Get(':id/pages')
  @ApiOkResponse({ description: '{ pages, total }: the run’s pages, filtered (status, group, failing audit, score at most) and sorted, a page at a time.' })
  pages(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(siteAuditRunIdSchema) params: RunId,
    @ValidQuery(sitePagesQuerySchema) query: z.output<typeof sitePagesQuerySchema>,
  ): Promise<SitePageList> {
    return this.reports.pages(auth, params.id, query);
  }

  @Get(':id/export.csv')
  @ApiProduces('text/csv')
  @Header('Cache-Control', 'no-store')
  async csv(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(siteAuditRunIdSchema) params: RunId,
    @ValidQuery(languageQuerySchema) query: z.output<typeof languageQuerySchema>,
    @RequestLanguage() requestLanguage: Language,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const language = query.language ?? requestLanguage;
    const { report, pages } = await this.reports.report(auth, params.id);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="otimiza-site-${hostOf(report.run.origin)}-${fileDay(report.run.createdAt)}.csv"`);
    return pagesCsv(pages, language);
  }

  @Get(':id/export.json')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: '{ report, pages }: the site report and every page of the run.' })
  async json(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(siteAuditRunIdSchema) params: RunId,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SiteReportJson> {
    const { report, pages } = await this.reports.report(auth, params.id);
    response.setHeader('Content-Disposition', `attachment; filename="otimiza-site-${hostOf(report.run.origin)}-${fileDay(report.run.createdAt)}.json"`);
    return siteReportJson(report, pages);
  }

  @Get(':id/fixed-html.zip')
  @RequireFeature('htmlDownload')
  @ApiProduces('application/zip')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({
    description:
      'A zip of the fixed HTML of every audited page of the run (its path as folders, index.html for a folder) and an index of addresses to files; 402 without the plan’s optimized-HTML download.',
  })
  async fixedHtml(@CurrentAuth() auth: AuthContext, @ValidParams(siteAuditRunIdSchema) params: RunId, @Res() response: Response): Promise<void> {
    const run = await this.reports.report(auth, params.id).then(({ report }) => report.run);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="otimiza-html-corrigido-${hostOf(run.origin)}-${fileDay(run.createdAt)}.zip"`);
    const zip = new ZipWriter(response, new Date());
    const index: string[] = [];
    const used = new Set<string>();
    try {
      for await (const page of this.reports.fixedPages(auth, params.id)) {
        let name = fixedHtmlFileName(page.url);
        // Two addresses that read as one file name (a query made readable) keep both.
        for (let copy = 2; used.has(name); copy++) name = name.replace(/(-\d+)?\.html$/, `-${copy}.html`);
        used.add(name);
        index.push(`${page.url}\t${name}`);
        await zip.add(name, page.html);
      }
      await zip.add('indice.tsv', `endereço\tarquivo\n${index.join('\n')}\n`);
      await zip.finish();
      response.end();
    } catch (error) {
      // The headers are gone: the download is broken off, so it is not taken as complete.
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }

  @Get(':id/report.pdf')
  @ApiProduces('application/pdf')
  @Header('Cache-Control', 'no-store')
  async pdf(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(siteAuditRunIdSchema) params: RunId,
    @ValidQuery(languageQuerySchema) query: z.output<typeof languageQuerySchema>,
    @RequestLanguage() requestLanguage: Language,
    @Res() response: Response,
  ): Promise<void> {
    const language = query.language ?? requestLanguage;
    const { report, pages } = await this.reports.report(auth, params.id);
    const [brand, logo] = this.brands
      ? await Promise.all([this.brands.brandOfWorkspace(auth.workspaceId), this.brands.logoOfWorkspace(auth.workspaceId)])
      : [null, null];
    const pdf = await renderSiteReportPdf(report, { language, brand, logo, pages });
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `attachment; filename="${siteReportPdfFileName(report, language)}"`);
    response.end(pdf);
  }
}
