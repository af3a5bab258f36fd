import { Controller, Get, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, ApiError, ValidBody } from '@otimiza/sdk/server';
import { creatorPreviewSchema, type ApiUser, type CreatorPreviewStatus } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { IdentityService } from '../accounts/identity.service.js';
import { APP_CONFIG, type AppConfig } from '../../kernel/index.js';
import { CreatorPreviewService } from './creator-preview.service.js';

/**
 * The creator dashboard's test panel: what differs on the production domain, and
 * 'Ver como usuário comum' — creator mode off for this session, with the workspace's own plan.
 */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/creator-preview')
export class CreatorPreviewController {
  constructor(
    private readonly preview: CreatorPreviewService,
    private readonly identities: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOkResponse({ description: '{ enabled, available, environment, loopbackTargetsAllowed } for this session (administrators).' })
  async status(@Req() request: RequestWithIdentity): Promise<CreatorPreviewStatus> {
    const available = this.config.NODE_ENV !== 'production';
    // An administrator outside production is a common user only while previewing.
    return {
      enabled: available && currentIdentity(request).auth.mode === 'user',
      available,
      environment: this.config.NODE_ENV,
      loopbackTargetsAllowed: this.config.ALLOW_PRIVATE_TARGETS,
    };
  }

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ enabled, user }: the session now views the app as a common user (enabled) or in creator mode again.' })
  async set(
    @ValidBody(creatorPreviewSchema) body: z.output<typeof creatorPreviewSchema>,
    @Req() request: RequestWithIdentity,
  ): Promise<{ enabled: boolean; user: ApiUser }> {
    if (this.config.NODE_ENV === 'production') {
      throw new ApiError('FORBIDDEN', 403, {
        pt: 'O modo criador não existe em produção: esta sessão já é a de um usuário comum.',
        en: 'Creator mode does not exist in production: this session already is a common user’s.',
      });
    }
    const { auth } = currentIdentity(request);
    await this.preview.set(request, body.enabled);
    const identity = await this.identities.load({ user_id: auth.userId, workspace_id: auth.workspaceId, is_demo: false, creator_preview: body.enabled });
    if (!identity) throw new ApiError('AUTHENTICATION_ERROR', 401, { pt: 'Acesso negado', en: 'Access denied' });
    return { enabled: body.enabled, user: identity.user };
  }
}
