import { Injectable } from '@nestjs/common';
import { AnalysisLookup } from '../analysis-data/analysis-lookup.js';
import { parsePage, type ParsedPage } from '../common/parse-page.js';
import { PageSourceService } from '../page-source/page-source.service.js';
import { ToolAnswersService } from './tool-answers.service.js';

/**
 * An AI tool that answers about one page: it reads the page and the workspace's analyses of it, and answers through
 * the tool answers (the template, worded by the AI when it can, stored as the tool's run).
 */
@Injectable()
export abstract class PageTool {
  constructor(
    protected readonly pages: PageSourceService,
    protected readonly lookup: AnalysisLookup,
    protected readonly answers: ToolAnswersService,
  ) {}

  /** The page at the address the user typed: the address normalised, the page fetched and parsed. */
  protected async readPage(rawUrl: string): Promise<{ url: string; parsed: ParsedPage }> {
    const url = this.pages.normalise(rawUrl);
    return { url, parsed: parsePage(await this.pages.fetch(url)) };
  }
}
