import { Module } from '@nestjs/common';
import { registerValidationMessages } from '@otimiza/sdk/server';
import { teamMessages } from '@otimiza/sdk/shared';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsService } from './invitations.service.js';
import { MembersController } from './members.controller.js';
import { MembersService } from './members.service.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesService } from './workspaces.service.js';

registerValidationMessages(teamMessages);

/** Team members (Enterprise's user management): invitations, members and roles, and switching between one's workspaces. */
@Module({
  controllers: [InvitationsController, MembersController, WorkspacesController],
  providers: [InvitationAcceptanceService, InvitationsService, MembersService, WorkspacesService],
})
export class TeamModule {}
