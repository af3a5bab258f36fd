import { Injectable } from '@nestjs/common';
import type { AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { RealData } from '@otimiza/plugin-ai-tools-shared';
import { insightsNarrativeSchema, insightsPrompt } from '../narration/insights-narrative.js';
import { PageTool } from '../narration/page-tool.js';
import { detectTechnologies } from './detect-technologies.js';
import { extractCompanyProfile } from './extract-company-profile.js';
import { realDataInsights } from './real-data-insights.js';

type RealDataBody = Omit<RealData, 'source' | 'aiError' | 'runId'>;

/** `POST /api/real-data-analysis`: the company as its page presents it, the technologies it runs on and its latest scores. */
@Injectable()
export class RealDataService extends PageTool {
  async analyse(auth: AuthContext, rawUrl: string, language: Language): Promise<RealData> {
    const { url, parsed } = await this.readPage(rawUrl);
    const analysis = await this.lookup.latestOf(auth.workspaceId, url);
    const profile = extractCompanyProfile(parsed, language, analysis);
    const technologies = detectTechnologies(parsed);
    const template: RealDataBody = {
      businessName: profile.businessName,
      title: profile.title,
      sector: profile.sector,
      businessType: profile.businessType,
      url,
      description: profile.description,
      metaDescription: profile.metaDescription,
      location: profile.location,
      performanceScore: analysis?.scores.performance ?? null,
      seoScore: analysis?.scores.seo ?? null,
      accessibilityScore: analysis?.scores.accessibility ?? null,
      bestPracticesScore: analysis?.scores.bestPractices ?? null,
      analysisId: analysis?.id ?? null,
      technologies,
      insights: realDataInsights(profile, technologies, analysis, language),
    };
    return this.answers.answer(auth, 'real-data', url, language, template, {
      schemaName: 'real_data_insights',
      schema: insightsNarrativeSchema,
      ...insightsPrompt(profile.businessName, { ...template, insights: undefined }, template.insights, language),
      merge: (body, narrative) => (narrative.insights.length ? { ...body, insights: narrative.insights } : body),
    });
  }
}
