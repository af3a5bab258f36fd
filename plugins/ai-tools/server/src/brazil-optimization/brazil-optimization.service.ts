import { Injectable } from '@nestjs/common';
import type { AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { BrazilOptimizationAnswer } from '@otimiza/plugin-ai-tools-shared';
import { brazilNarrativeSchema, brazilPrompt, mergeBrazil } from '../narration/brazil-narrative.js';
import { PageTool } from '../narration/page-tool.js';
import { extractCompanyProfile } from '../real-data/extract-company-profile.js';
import { buildBrazilOptimization } from './build-brazil-optimization.js';
import { detectBrazilSignals } from './detect-brazil-signals.js';

/** `POST /api/brazil-optimization`: the Brazil-market checks run on the page, and what to change for each one that fails. */
@Injectable()
export class BrazilOptimizationService extends PageTool {
  async optimise(auth: AuthContext, rawUrl: string, language: Language): Promise<BrazilOptimizationAnswer> {
    const { url, parsed } = await this.readPage(rawUrl);
    const profile = extractCompanyProfile(parsed, language, await this.lookup.latestOf(auth.workspaceId, url));
    const template = buildBrazilOptimization({
      url: parsed.url.href,
      companyName: profile.businessName,
      location: profile.location,
      checks: detectBrazilSignals(parsed),
      language,
    });
    return this.answers.answer(auth, 'brazil-optimization', url, language, template, {
      schemaName: 'brazil_optimization',
      schema: brazilNarrativeSchema,
      ...brazilPrompt(template, language),
      merge: mergeBrazil,
    });
  }
}
