import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventsPort, type AnalysisCategoryScores, type PublishedEvent } from '@otimiza/sdk/server';
import { siteAuditFinished } from '@otimiza/plugin-site-audit-contract';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { NotificationsService } from '../notifications/notifications.service.js';
import { categoryNames, hostOf, type PayloadOf } from './event-texts.js';
import { requesterOrAdmins } from './recipients.js';

type FinishedPayload = PayloadOf<typeof siteAuditFinished>;

function mediansText(medians: Partial<AnalysisCategoryScores>): LocalizedText {
  const list = (language: 'pt' | 'en') =>
    (Object.keys(categoryNames) as (keyof AnalysisCategoryScores)[])
      .filter((category) => medians[category] !== undefined)
      .map((category) => `${categoryNames[category][language]} ${medians[category]}`)
      .join(', ');
  return { pt: list('pt'), en: list('en') };
}

/**
 * A whole-site audit ended: one notice for the run (its pages stay quiet, their events carry the
 * run as their batch), and a high-priority one when a category's median fell beyond the
 * run-to-run spread against the previous run of the same address.
 */
@Injectable()
export class SiteAuditSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(siteAuditFinished, 'notifications.site-audit-finished', (event) => this.finished(event));
  }

  async finished(event: PublishedEvent<FinishedPayload>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    const host = hostOf(payload.url);
    const base = {
      workspaceId: event.workspaceId,
      ...requesterOrAdmins(payload.userId),
      websiteUrl: payload.url,
      actionUrl: `/site-audit/${payload.runId}`,
      actionText: { pt: 'Ver auditoria do site', en: 'View site audit' },
      eventName: event.name,
    };
    const medians = mediansText(payload.medians);
    const failedText = payload.failed > 0 ? { pt: ` ${payload.failed} com falha.`, en: ` ${payload.failed} failed.` } : { pt: '', en: '' };
    await this.notifications.notify({
      ...base,
      sourceKey: `site-audit-finished:${payload.runId}`,
      type: 'system_notification',
      priority: 'low',
      category: 'site-audit',
      title:
        payload.status === 'completed'
          ? { pt: `Auditoria do site ${host} concluída`, en: `Site audit of ${host} finished` }
          : { pt: `Auditoria do site ${host} cancelada`, en: `Site audit of ${host} cancelled` },
      message: {
        pt: `${payload.audited} páginas auditadas.${failedText.pt}${medians.pt ? ` Medianas: ${medians.pt}.` : ''}`,
        en: `${payload.audited} pages audited.${failedText.en}${medians.en ? ` Medians: ${medians.en}.` : ''}`,
      },
    });
    if (payload.fell.length === 0) return;
    const drops = (language: 'pt' | 'en') => payload.fell.map((drop) => `${categoryNames[drop.category][language]} ${drop.from} → ${drop.to}`).join(', ');
    await this.notifications.notify({
      ...base,
      sourceKey: `site-audit-fell:${payload.runId}`,
      type: payload.fell.some((drop) => drop.category === 'performance') ? 'performance_issue' : 'seo_alert',
      priority: 'high',
      category: 'site-audit',
      actionRequired: true,
      title: { pt: `A nota do site ${host} caiu`, en: `The score of ${host} fell` },
      message: {
        pt: `Mediana do site em relação à auditoria anterior, além da variação normal entre execuções: ${drops('pt')}.`,
        en: `Site median against the previous audit, beyond the normal run-to-run spread: ${drops('en')}.`,
      },
    });
  }
}
