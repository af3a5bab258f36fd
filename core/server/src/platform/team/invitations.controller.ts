import { Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowInDemo, AllowViewer, Public, RequestLanguage, RequireFeature, RequireRole, ValidBody, ValidParams, BodyLess } from '@otimiza/sdk/server';
import {
  invitationTokenSchema,
  inviteMemberSchema,
  teamIdParams,
  type InvitationAccepted,
  type InvitationLookup,
  type InvitationsResponse,
  type Language,
  type PendingInvitation,
} from '@otimiza/sdk/shared';
import type { Request } from 'express';
import type { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { InvitationAcceptanceService } from './invitation-acceptance.service.js';
import { InvitationsService } from './invitations.service.js';

const tokenErrors = '400 VALIDATION_ERROR with details.code INVITATION_UNKNOWN (no such invitation, or revoked), INVITATION_USED or INVITATION_EXPIRED';

@ApiTags('team')
@Controller('workspace/invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly acceptance: InvitationAcceptanceService,
  ) {}

  @Post()
  @RequireRole('admin')
  @RequireFeature('userManagement')
  @ApiCreatedResponse({
    description:
      'PendingInvitation: a 7-day, single-use link to /invite is e-mailed in the inviter’s language; an open invitation to the address is replaced. 403 below admin; 402 without userManagement (Enterprise); 409 ALREADY_MEMBER; 429 past 50 invitations an hour.',
  })
  invite(
    @ValidBody(inviteMemberSchema) body: z.output<typeof inviteMemberSchema>,
    @Req() request: RequestWithIdentity,
    @RequestLanguage() language: Language,
  ): Promise<PendingInvitation> {
    return this.invitations.invite(currentIdentity(request), body, language);
  }

  @Get()
  @RequireRole('admin')
  @ApiOkResponse({ description: 'InvitationsResponse: the invitations not accepted yet, newest first (expired ones too, until revoked). 403 below admin.' })
  list(@Req() request: RequestWithIdentity): Promise<InvitationsResponse> {
    return this.invitations.list(currentIdentity(request).auth.workspaceId);
  }

  @Delete(':id')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success }: the invitation is revoked and its link stops working. 404 for an id of no open invitation of this workspace.' })
  @BodyLess('revokes the invitation named in the path')
  async revoke(@ValidParams(teamIdParams) params: z.output<typeof teamIdParams>): Promise<{ success: true }> {
    await this.invitations.revoke(params.id);
    return { success: true };
  }

  @Public()
  @AllowInDemo()
  @Post('lookup')
  @HttpCode(200)
  @ApiOkResponse({
    description: `InvitationLookup: the workspace, the inviter, the invited e-mail, the role and the status (pending, used, expired). ${tokenErrors}.`,
  })
  lookup(@ValidBody(invitationTokenSchema) body: z.output<typeof invitationTokenSchema>): Promise<InvitationLookup> {
    return this.acceptance.lookup(body.token);
  }

  @Post('accept')
  @AllowViewer()
  @HttpCode(200)
  @ApiOkResponse({
    description: `InvitationAccepted: the signed-in user joins with the invitation's role and the session moves to the workspace. ${tokenErrors}; 403 INVITATION_OTHER_EMAIL when the account's e-mail is not the invited one; 402 when the workspace lost userManagement.`,
  })
  accept(
    @ValidBody(invitationTokenSchema) body: z.output<typeof invitationTokenSchema>,
    @Req() request: Request & RequestWithIdentity,
  ): Promise<InvitationAccepted> {
    return this.acceptance.accept(currentIdentity(request), body.token, request);
  }
}
