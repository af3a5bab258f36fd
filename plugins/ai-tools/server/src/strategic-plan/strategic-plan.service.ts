import { Injectable } from '@nestjs/common';
import { ApiError, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { StrategicPlan } from '@otimiza/plugin-ai-tools-shared';
import { PageTool } from '../narration/page-tool.js';
import { mergePlan, planNarrativeSchema, planPrompt } from '../narration/plan-narrative.js';
import { buildStrategicPlan } from './build-strategic-plan.js';

/** `POST /api/strategic-planning`: the plan of the URL's latest analysis in this workspace. */
@Injectable()
export class StrategicPlanService extends PageTool {
  async plan(auth: AuthContext, rawUrl: string, language: Language): Promise<StrategicPlan> {
    const url = this.pages.normalise(rawUrl);
    const analysis = await this.lookup.latestOf(auth.workspaceId, url);
    if (!analysis) {
      throw new ApiError('NOT_FOUND', 404, {
        pt: 'Nenhuma análise concluída desta URL. Analise a página primeiro para gerar o planejamento.',
        en: 'No completed analysis of this URL. Analyze the page first to generate the plan.',
      });
    }
    const template = buildStrategicPlan(analysis, language);
    const companyName = analysis.context?.companyName ?? analysis.domain;
    return this.answers.answer(auth, 'strategic-planning', url, language, template, {
      schemaName: 'strategic_plan',
      schema: planNarrativeSchema,
      ...planPrompt(template, companyName, language),
      merge: mergePlan,
    });
  }
}
