import { Injectable } from '@nestjs/common';
import { ApiError, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { aiToolsMessages, type GeneratedContent, type GenerateContentPayload } from '@otimiza/plugin-ai-tools-shared';
import { parsePage } from '../common/parse-page.js';
import { contentNarrativeSchema, contentPrompt, mergeContent } from '../narration/content-narrative.js';
import { PageTool } from '../narration/page-tool.js';
import { extractCompanyProfile } from '../real-data/extract-company-profile.js';
import { buildContent } from './build-content.js';
import { outlineOf } from './page-outline.js';

/** `POST /api/generate-content`: a meta description, a blog post or a conversion strategy, from the page's own text and its audit. */
@Injectable()
export class GenerateContentService extends PageTool {
  async generate(
    auth: AuthContext,
    request: GenerateContentPayload & { toolType: GeneratedContent['contentType'] },
    language: Language,
  ): Promise<GeneratedContent> {
    const requested = request.url?.trim() ? this.pages.normalise(request.url) : await this.lookup.latestPage(auth.workspaceId);
    if (!requested) throw new ApiError('VALIDATION_ERROR', 400, aiToolsMessages.urlRequired);
    const page = await this.pages.fetch(requested);
    const parsed = parsePage(page);
    const analysis = await this.lookup.forPage(auth.workspaceId, requested, request.analysisId);
    const input = {
      toolType: request.toolType,
      url: requested,
      profile: extractCompanyProfile(parsed, language, analysis),
      outline: outlineOf(parsed),
      analysis,
      language,
    };
    const template = buildContent(input);
    const prompt = contentPrompt(input, template, language);
    return this.answers.answer(auth, 'content', requested, language, template, {
      schemaName: 'generated_content',
      schema: contentNarrativeSchema,
      ...prompt,
      merge: mergeContent,
      maxOutputTokens: 4000,
    });
  }
}
