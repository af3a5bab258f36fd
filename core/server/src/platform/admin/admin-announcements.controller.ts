import { Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, ValidBody } from '@otimiza/sdk/server';
import { adminAnnouncementSchema, type AdminAnnouncementView } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { AdminAnnouncementsService } from './admin-announcements.service.js';

/** Instance administrators (ADMIN_EMAILS): announcements to every workspace or to one. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/announcements')
export class AdminAnnouncementsController {
  constructor(private readonly announcements: AdminAnnouncementsService) {}

  @Post()
  @ApiCreatedResponse({
    description:
      '{ announcement: { id, workspaceId } }: published as the adminAnnouncement event (workspaceId absent or null: every workspace). 400 invalid body, 403 not an administrator, 404 unknown workspace.',
  })
  async publish(@ValidBody(adminAnnouncementSchema) body: z.output<typeof adminAnnouncementSchema>): Promise<{ announcement: AdminAnnouncementView }> {
    return { announcement: await this.announcements.publish(body) };
  }
}
