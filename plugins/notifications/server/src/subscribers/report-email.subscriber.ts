import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventsPort, forWorkspace, reportEmailed, type PublishedEvent } from '@otimiza/sdk/server';
import { DeliverySchema } from '../data/delivery.entity.js';
import { WorkspaceMembers } from '../notifications/workspace-members.js';
import type { PayloadOf } from './event-texts.js';

/** The delivery kind of a report sent now by e-mail ('Enviar por e-mail'), one per source, as the analytics' byType lists it. */
export const reportEmailKind = (source: PayloadOf<typeof reportEmailed>['source']) => `report_email_${source.replace('-', '_')}`;

/**
 * Records each report sent now by e-mail in the delivery analytics: one e-mail delivery per
 * recipient, sent by the member who sent it (their role in the analytics' by-user-type figure).
 */
@Injectable()
export class ReportEmailSubscriber implements OnModuleInit {
  constructor(
    private readonly events: EventsPort,
    private readonly em: EntityManager,
    private readonly members: WorkspaceMembers,
  ) {}

  onModuleInit(): void {
    this.events.subscribe(reportEmailed, 'notifications.report-emailed', (event) => this.record(event));
  }

  async record(event: PublishedEvent<PayloadOf<typeof reportEmailed>>): Promise<void> {
    if (!event.workspaceId) return;
    const { payload } = event;
    const [sender] = await this.members.of(event.workspaceId, { userIds: [payload.userId] });
    // A member who left since is not a member to count; nothing else identifies a sender.
    if (!sender) return;
    const sentAt = new Date(payload.sentAt);
    const em = forWorkspace(this.em, event.workspaceId);
    // One flush: the rows are written together or not at all, so a retried delivery of the event never counts twice.
    await em.transactional(async (tx) => {
      for (const _messageId of payload.messageIds) {
        tx.create(DeliverySchema, {
          workspace: event.workspaceId!,
          user: sender.userId,
          notification: null,
          campaign: null,
          template: null,
          kind: reportEmailKind(payload.source),
          channel: 'email',
          status: 'sent',
          heldUntil: null,
          heldFor: null,
          userRole: sender.role,
          sentAt,
          deliveredAt: null,
          createdAt: sentAt,
          updatedAt: sentAt,
        });
      }
      await tx.flush();
    });
  }
}
