import { Module } from '@nestjs/common';
import { registerValidationMessages } from '@otimiza/sdk/server';
import { clientWorkspaceMessages, teamMessages } from '@otimiza/sdk/shared';
import { ClientWorkspacesPortModule } from './client-workspaces.port-adapter.js';
import { WorkspaceMembersPortModule } from './workspace-members.port-adapter.js';
import { ClientWorkspacesController } from './client-workspaces.controller.js';
import { ClientWorkspacesService } from './client-workspaces.service.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsService } from './invitations.service.js';
import { MembersController } from './members.controller.js';
import { MembersService } from './members.service.js';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesService } from './workspaces.service.js';

registerValidationMessages(teamMessages);
registerValidationMessages(clientWorkspaceMessages);

/**
 * Team members (Enterprise's user management): invitations, members and roles, switching between
 * one's workspaces, and a reseller's client workspaces.
 */
@Module({
  imports: [ClientWorkspacesPortModule, WorkspaceMembersPortModule],
  controllers: [InvitationsController, MembersController, WorkspacesController, ClientWorkspacesController],
  providers: [InvitationAcceptanceService, InvitationsService, MembersService, WorkspacesService, ClientWorkspacesService],
  exports: [ClientWorkspacesPortModule, WorkspaceMembersPortModule],
})
export class TeamModule {}
