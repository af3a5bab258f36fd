import { Injectable } from '@nestjs/common';
import type { AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { MonitoringRange, MonitoringReport } from '@otimiza/plugin-ai-tools-shared';
import { mergeMonitoring, monitoringNarrativeSchema, monitoringPrompt } from '../narration/monitoring-narrative.js';
import { PageTool } from '../narration/page-tool.js';
import { buildMonitoringReport, rangeDays } from './build-monitoring-report.js';

const DAY_MS = 24 * 3600 * 1000;

/** `POST /api/results-monitoring`: trends, alerts and the next review of a URL, from its stored analyses. */
@Injectable()
export class ResultsMonitoringService extends PageTool {
  async report(auth: AuthContext, rawUrl: string, period: MonitoringRange, language: Language): Promise<MonitoringReport> {
    const url = this.pages.normalise(rawUrl);
    const now = new Date();
    const history = await this.lookup.history(auth.workspaceId, url, new Date(now.getTime() - rangeDays[period] * DAY_MS));
    const latest = history.at(-1);
    const template = buildMonitoringReport({
      url,
      companyName: latest?.context?.companyName ?? new URL(url).hostname,
      businessType: latest?.context?.businessType ?? (language === 'en' ? 'Not identified' : 'Não identificado'),
      period,
      history,
      now,
      language,
    });
    // Nothing for the AI to write when there is nothing to recommend.
    if (!template.recommendations.length) return this.answers.withoutNarrative(auth, 'results-monitoring', url, template);
    return this.answers.answer(auth, 'results-monitoring', url, language, template, {
      schemaName: 'monitoring_report',
      schema: monitoringNarrativeSchema,
      ...monitoringPrompt(template, language),
      merge: mergeMonitoring,
    });
  }
}
