import { Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { AnalysisPort, EventsPort, analysisCompleted, type AnalysisCategoryScores, type AnalysisRecord, type PublishedEvent } from '@otimiza/sdk/server';
import { analysisFailed, improvementVerified, scoreRegression } from '@otimiza/plugin-analysis-contract';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { NotificationPriority, RecommendedAction } from '@otimiza/plugin-notifications-shared';
import { NotificationsService } from '../notifications/notifications.service.js';
import { TrackingService } from '../tracking/tracking.service.js';
import { appPaths, categoryNames, hostOf, scoresText, type PayloadOf } from './event-texts.js';
import { requesterOrAdmins } from './recipients.js';

/** Lighthouse's "poor" lines of the Core Web Vitals a notification names. */
export const vitalLimits = { lcpMs: 2500, cls: 0.1, tbtMs: 200 } as const;
/** A category below this is worth a notification. */
const TARGET_SCORE = 90;
/** How many recommended actions a notification carries (the centre shows 2). */
const MAX_ACTIONS = 3;

export function priorityOfScores(scores: AnalysisCategoryScores): NotificationPriority {
  const worst = Math.min(scores.performance, scores.accessibility, scores.seo, scores.bestPractices);
  return worst < 50 ? 'high' : worst < TARGET_SCORE ? 'medium' : 'low';
}

type CompletedPayload = PayloadOf<typeof analysisCompleted>;

function poorVitals(vitals: CompletedPayload['vitals']): { action: RecommendedAction; text: LocalizedText }[] {
  const found: { action: RecommendedAction; text: LocalizedText }[] = [];
  if (vitals.lcpMs != null && vitals.lcpMs > vitalLimits.lcpMs) {
    const seconds = (vitals.lcpMs / 1000).toFixed(1);
    found.push({
      text: { pt: `LCP de ${seconds.replace('.', ',')} s (bom: até 2,5 s)`, en: `LCP of ${seconds} s (good: up to 2.5 s)` },
      action: {
        title: { pt: 'Acelere o carregamento do maior elemento da página (LCP)', en: 'Speed up the largest element of the page (LCP)' },
        description: {
          pt: 'Otimize a imagem ou o bloco principal e o tempo de resposta do servidor.',
          en: 'Optimise the main image or block and the server response time.',
        },
      },
    });
  }
  if (vitals.cls != null && vitals.cls > vitalLimits.cls) {
    const cls = vitals.cls.toFixed(2);
    found.push({
      text: { pt: `CLS de ${cls.replace('.', ',')} (bom: até 0,1)`, en: `CLS of ${cls} (good: up to 0.1)` },
      action: {
        title: { pt: 'Evite mudanças de layout (CLS)', en: 'Avoid layout shifts (CLS)' },
        description: { pt: 'Reserve espaço para imagens, anúncios e fontes.', en: 'Reserve space for images, ads and fonts.' },
      },
    });
  }
  if (vitals.tbtMs != null && vitals.tbtMs > vitalLimits.tbtMs) {
    const tbt = Math.round(vitals.tbtMs);
    found.push({
      text: { pt: `TBT de ${tbt} ms (bom: até 200 ms)`, en: `TBT of ${tbt} ms (good: up to 200 ms)` },
      action: {
        title: { pt: 'Reduza o JavaScript que bloqueia a página (TBT)', en: 'Reduce the JavaScript that blocks the page (TBT)' },
        description: { pt: 'Divida tarefas longas e adie scripts não essenciais.', en: 'Split long tasks and defer non-essential scripts.' },
      },
    });
  }
  return found;
}

/** The audits that cost the most points (in `categories`, when given), as actions. */
export function actionsFromAudits(record: AnalysisRecord | null, categories: readonly (keyof AnalysisCategoryScores)[] | null): RecommendedAction[] {
  if (!record) return [];
  return record.failingAudits
    .filter((audit) => !categories || categories.includes(audit.category))
    .sort((a, b) => b.gainPoints - a.gainPoints)
    .slice(0, MAX_ACTIONS)
    .map((audit) => {
      const points = Math.max(1, Math.round(audit.gainPoints));
      return {
        title: audit.titles ?? { pt: audit.title, en: audit.title },
        description: {
          pt: `Pode render até ${points} ${points === 1 ? 'ponto' : 'pontos'} de ${categoryNames[audit.category].pt}.`,
          en: `Worth up to ${points} ${categoryNames[audit.category].en} ${points === 1 ? 'point' : 'points'}.`,
        },
      };
    });
}

/** Notifications from the analyses' events: a finished audit (with what to fix), a failure, a verified fix, a regression. */
@Injectable()
export class AnalysisSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly notifications: NotificationsService,
    private readonly tracking: TrackingService,
    @Optional() private readonly analyses?: AnalysisPort,
  ) {}

  onModuleInit(): void {
    // A page of a batch (a site audit's run) is told about once, by the batch's own event: no notice per page.
    this.events.subscribe(analysisCompleted, 'notifications.analysis-completed', (event) =>
      event.payload.batchId ? Promise.resolve() : this.completed(event),
    );
    this.events.subscribe(analysisFailed, 'notifications.analysis-failed', (event) => (event.payload.batchId ? Promise.resolve() : this.failed(event)));
    this.events.subscribe(improvementVerified, 'notifications.improvement-verified', (event) =>
      event.payload.batchId ? Promise.resolve() : this.verified(event),
    );
    this.events.subscribe(scoreRegression, 'notifications.score-regression', (event) => this.regression(event));
  }

  async completed(event: PublishedEvent<CompletedPayload>): Promise<void> {
    const workspaceId = event.workspaceId;
    if (!workspaceId) return;
    const { payload } = event;
    if (payload.userId) await this.tracking.recordConversion(workspaceId, payload.userId, payload.url);
    const record = (await this.analyses?.findCompleted(workspaceId, payload.analysisId).catch(() => null)) ?? null;
    const host = hostOf(payload.url);
    const scores = payload.scores;
    const vitals = poorVitals(payload.vitals);
    const priority = priorityOfScores(scores);
    const base = {
      workspaceId,
      ...requesterOrAdmins(payload.userId),
      sourceKey: `analysis-completed:${payload.analysisId}`,
      priority,
      websiteUrl: payload.url,
      actionUrl: appPaths.history,
      actionText: { pt: 'Ver análise', en: 'View analysis' },
      eventName: event.name,
    };
    if (scores.performance < TARGET_SCORE || vitals.length > 0) {
      const vitalsText = vitals.length
        ? { pt: ` ${vitals.map((vital) => vital.text.pt).join('; ')}.`, en: ` ${vitals.map((vital) => vital.text.en).join('; ')}.` }
        : { pt: '', en: '' };
      const fromAudits = actionsFromAudits(record, ['performance']);
      await this.notifications.notify({
        ...base,
        type: 'performance_issue',
        category: 'performance',
        title: { pt: `Desempenho abaixo do ideal em ${host}`, en: `Performance below target on ${host}` },
        message: {
          pt: `A análise de ${payload.url} marcou desempenho ${Math.round(scores.performance)}/100.${vitalsText.pt}`,
          en: `The analysis of ${payload.url} scored ${Math.round(scores.performance)}/100 for performance.${vitalsText.en}`,
        },
        recommendedActions: fromAudits.length ? fromAudits : vitals.map((vital) => vital.action),
        actionRequired: priority === 'high',
      });
    } else if (scores.seo < TARGET_SCORE) {
      await this.notifications.notify({
        ...base,
        type: 'seo_alert',
        category: 'seo',
        title: { pt: `SEO abaixo do ideal em ${host}`, en: `SEO below target on ${host}` },
        message: {
          pt: `A análise de ${payload.url} marcou SEO ${Math.round(scores.seo)}/100.`,
          en: `The analysis of ${payload.url} scored ${Math.round(scores.seo)}/100 for SEO.`,
        },
        recommendedActions: actionsFromAudits(record, ['seo']),
        actionRequired: priority === 'high',
      });
    } else {
      const scoreList = scoresText(scores);
      await this.notifications.notify({
        ...base,
        type: 'seo_alert',
        category: 'analysis',
        priority: 'low',
        title: { pt: 'Análise concluída', en: 'Analysis completed' },
        message: { pt: `${payload.url}: ${scoreList.pt}.`, en: `${payload.url}: ${scoreList.en}.` },
        recommendedActions: actionsFromAudits(record, null),
      });
    }
  }

  async failed(event: PublishedEvent<PayloadOf<typeof analysisFailed>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...requesterOrAdmins(payload.userId),
      sourceKey: `analysis-failed:${payload.analysisId}`,
      type: 'system_notification',
      priority: 'medium',
      category: 'analysis',
      title: { pt: 'A análise falhou', en: 'The analysis failed' },
      message: { pt: `${payload.url}: ${payload.message.pt}`, en: `${payload.url}: ${payload.message.en}` },
      websiteUrl: payload.url,
      actionUrl: appPaths.newAnalysis,
      actionText: { pt: 'Analisar novamente', en: 'Analyse again' },
      eventName: event.name,
    });
  }

  async verified(event: PublishedEvent<PayloadOf<typeof improvementVerified>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    const change = (language: 'pt' | 'en') =>
      (Object.keys(categoryNames) as (keyof AnalysisCategoryScores)[])
        .map((category) => `${categoryNames[category][language]} ${Math.round(payload.before[category])} → ${Math.round(payload.after[category])}`)
        .join(', ');
    const regressions = payload.regressions ?? [];
    // A fall beyond the run-to-run spread is named, with the fixes of that category that may cause it.
    const regressionText = (language: 'pt' | 'en') =>
      regressions
        .map((regression) => {
          const fixes = regression.fixes.map((fix) => fix[language]).join('; ');
          const name = categoryNames[regression.category][language];
          if (language === 'pt') {
            return ` Regressão real em ${name}${fixes ? `, possivelmente causada por: ${fixes} — baixe o HTML sem essa correção para comparar` : ''}.`;
          }
          return ` A real regression in ${name}${fixes ? `, possibly caused by: ${fixes} — download the HTML without that fix to compare` : ''}.`;
        })
        .join('');
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...requesterOrAdmins(payload.userId),
      sourceKey: `improvement-verified:${payload.analysisId}`,
      type: regressions.length > 0 ? 'performance_issue' : 'seo_alert',
      priority: regressions.length > 0 ? 'medium' : 'low',
      category: 'verification',
      title: payload.summary ?? { pt: 'Melhoria verificada', en: 'Improvement verified' },
      message: {
        pt: `A página corrigida de ${payload.url} foi analisada novamente: ${change('pt')}.${regressionText('pt')}`,
        en: `The fixed page of ${payload.url} was audited again: ${change('en')}.${regressionText('en')}`,
      },
      websiteUrl: payload.url,
      actionUrl: appPaths.history,
      actionText: { pt: 'Ver análise', en: 'View analysis' },
      eventName: event.name,
    });
  }

  async regression(event: PublishedEvent<PayloadOf<typeof scoreRegression>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    const host = hostOf(payload.url);
    const drops = (language: 'pt' | 'en') =>
      payload.drops.map((drop) => `${categoryNames[drop.category][language]} ${Math.round(drop.from)} → ${Math.round(drop.to)}`).join(', ');
    const performance = payload.drops.some((drop) => drop.category === 'performance');
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...requesterOrAdmins(payload.userId),
      sourceKey: `score-regression:${payload.analysisId}`,
      type: performance ? 'performance_issue' : 'seo_alert',
      priority: 'high',
      category: 'regression',
      title: { pt: `Queda de pontuação em ${host}`, en: `Score drop on ${host}` },
      message: { pt: `A nova análise de ${payload.url} piorou: ${drops('pt')}.`, en: `The new audit of ${payload.url} got worse: ${drops('en')}.` },
      websiteUrl: payload.url,
      recommendedActions: payload.worsenedAudits.slice(0, MAX_ACTIONS).map((audit) => ({
        title: audit.title,
        description: { pt: 'Passava na análise anterior e agora falha.', en: 'Passed in the previous audit and fails now.' },
      })),
      actionRequired: true,
      actionUrl: appPaths.history,
      actionText: { pt: 'Ver análise', en: 'View analysis' },
      eventName: event.name,
    });
  }
}
