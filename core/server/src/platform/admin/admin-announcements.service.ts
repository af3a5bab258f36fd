import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { adminAnnouncement, ApiError, EventsPort, WorkspaceSchema } from '@otimiza/sdk/server';
import type { AdminAnnouncementInput, AdminAnnouncementView } from '@otimiza/sdk/shared';

const workspaceNotFound = { pt: 'Espaço de trabalho não encontrado.', en: 'Workspace not found.' };
const notPublished = {
  pt: 'O anúncio não pôde ser publicado agora. Tente novamente em instantes.',
  en: 'The announcement could not be published right now. Please try again shortly.',
};

/** An instance administrator's announcement, published as `adminAnnouncement` to every workspace or to one. */
@Injectable()
export class AdminAnnouncementsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsPort,
  ) {}

  async publish(input: AdminAnnouncementInput): Promise<AdminAnnouncementView> {
    const workspaceId = input.workspaceId ?? null;
    // Instance administration: any workspace of the instance may be named.
    if (workspaceId && !(await this.em.fork().findOne(WorkspaceSchema, { id: workspaceId }, { fields: ['id'] }))) {
      throw new ApiError('NOT_FOUND', 404, workspaceNotFound);
    }
    const id = await this.events.publish(adminAnnouncement, workspaceId, { title: input.title, message: input.message, actionUrl: input.actionUrl ?? null });
    if (!id) throw new ApiError('API_UNAVAILABLE', 503, notPublished);
    return { id, workspaceId };
  }
}
