import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventsPort, type PublishedEvent } from '@otimiza/sdk/server';
import { auditRegression } from '@otimiza/plugin-audit-contract';
import { competitorAnalysisFinished } from '@otimiza/plugin-ai-tools-contract';
import { recurringReportFailed, recurringReportSent } from '@otimiza/plugin-reports-contract';
import { NotificationsService } from '../notifications/notifications.service.js';
import { appPathOr, appPaths, hostOf, type PayloadOf } from './event-texts.js';
import { ownersAndAdmins, requesterOrAdmins } from './recipients.js';

/** Notifications from the other plugins' work: a competitor comparison, the recurring reports, a compliance monitor's regression. */
@Injectable()
export class ActivitySubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(competitorAnalysisFinished, 'notifications.competitor-analysis-finished', (event) => this.competitors(event));
    this.events.subscribe(recurringReportSent, 'notifications.recurring-report-sent', (event) => this.reportSent(event));
    this.events.subscribe(recurringReportFailed, 'notifications.recurring-report-failed', (event) => this.reportFailed(event));
    this.events.subscribe(auditRegression, 'notifications.audit-regression', (event) => this.auditRegressed(event));
  }

  async auditRegressed(event: PublishedEvent<PayloadOf<typeof auditRegression>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    const serious = payload.newFailures.some((failure) => failure.severity === 'critical' || failure.severity === 'high');
    const [first] = payload.newFailures;
    const more = payload.newFailures.length - 1;
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...ownersAndAdmins,
      sourceKey: `audit-regression:${payload.reportId}`,
      type: 'security_notice',
      priority: serious ? 'high' : 'medium',
      category: 'compliance',
      title: { pt: `Conformidade piorou: ${payload.monitorName}`, en: `Compliance got worse: ${payload.monitorName}` },
      message: {
        pt: `Pontuação ${payload.from} → ${payload.to}.` + (first ? ` Nova falha: ${first.title.pt} em ${first.url}${more > 0 ? ` e mais ${more}` : ''}.` : ''),
        en: `Score ${payload.from} → ${payload.to}.` + (first ? ` New failure: ${first.title.en} on ${first.url}${more > 0 ? ` and ${more} more` : ''}.` : ''),
      },
      websiteUrl: first?.url,
      actionRequired: serious,
      actionUrl: appPaths.audit,
      actionText: { pt: 'Abrir auditoria', en: 'Open the audit' },
      eventName: event.name,
    });
  }

  async competitors(event: PublishedEvent<PayloadOf<typeof competitorAnalysisFinished>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    const host = hostOf(payload.url);
    const names = payload.competitors.map(hostOf).join(', ');
    const done = payload.status === 'completed';
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...requesterOrAdmins(payload.userId),
      sourceKey: `competitor-analysis:${payload.comparisonId}`,
      type: 'competitor_update',
      priority: done ? 'low' : 'medium',
      category: 'competitors',
      title: done
        ? { pt: `Análise de concorrentes concluída: ${host}`, en: `Competitor analysis finished: ${host}` }
        : { pt: `A análise de concorrentes falhou: ${host}`, en: `The competitor analysis failed: ${host}` },
      message: done
        ? { pt: `${payload.url} comparado com ${names}.`, en: `${payload.url} compared with ${names}.` }
        : {
            pt: `Não foi possível comparar ${payload.url} com ${names}. Tente novamente.`,
            en: `${payload.url} could not be compared with ${names}. Please try again.`,
          },
      websiteUrl: payload.url,
      actionUrl: appPaths.aiTools,
      actionText: { pt: 'Abrir ferramentas de IA', en: 'Open the AI tools' },
      eventName: event.name,
    });
  }

  async reportSent(event: PublishedEvent<PayloadOf<typeof recurringReportSent>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...ownersAndAdmins,
      sourceKey: `recurring-report-sent:${event.id}`,
      type: 'system_notification',
      priority: 'low',
      category: 'reports',
      title: { pt: 'Relatório recorrente enviado', en: 'Recurring report sent' },
      message: {
        pt: `O relatório “${payload.name}” foi enviado a ${payload.recipients} ${payload.recipients === 1 ? 'destinatário' : 'destinatários'}.`,
        en: `The report “${payload.name}” was sent to ${payload.recipients} ${payload.recipients === 1 ? 'recipient' : 'recipients'}.`,
      },
      actionUrl: appPathOr(payload.actionPath, appPaths.reports),
      actionText: { pt: 'Ver relatórios', en: 'View reports' },
      eventName: event.name,
    });
  }

  async reportFailed(event: PublishedEvent<PayloadOf<typeof recurringReportFailed>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    await this.notifications.notify({
      workspaceId: event.workspaceId,
      ...ownersAndAdmins,
      sourceKey: `recurring-report-failed:${event.id}`,
      type: 'system_notification',
      priority: 'high',
      category: 'reports',
      title: { pt: 'Falha no relatório recorrente', en: 'Recurring report failed' },
      message: {
        pt: `O relatório “${payload.name}” não foi enviado: ${payload.reason}`,
        en: `The report “${payload.name}” was not sent: ${payload.reason}`,
      },
      actionRequired: true,
      actionUrl: appPathOr(payload.actionPath, appPaths.reports),
      actionText: { pt: 'Ver relatórios', en: 'View reports' },
      eventName: event.name,
    });
  }
}
