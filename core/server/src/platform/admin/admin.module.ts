import { Module } from '@nestjs/common';
import { AdminAnnouncementsController } from './admin-announcements.controller.js';
import { AdminAnnouncementsService } from './admin-announcements.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';

/** The instance's administrators (ADMIN_EMAILS): the accounts with the plans they grant, and announcements to the workspaces. */
@Module({
  controllers: [AdminUsersController, AdminAnnouncementsController],
  providers: [AdminAnnouncementsService, AdminUsersService],
})
export class AdminModule {}
