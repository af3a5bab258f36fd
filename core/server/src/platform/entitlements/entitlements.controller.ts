import { Controller, Get, Inject, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, Public, RequireRole, BodyLess } from '@otimiza/sdk/server';
import type { EntitlementsResponse, PlanCatalogue } from '@otimiza/sdk/shared';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { PLAN_CATALOGUE } from '../plans/plan-catalogue.js';
import { coveredByResellerError } from './covered-by-reseller-error.js';
import { EntitlementsService } from './entitlements.service.js';

@ApiTags('plans')
@Controller()
export class EntitlementsController {
  constructor(
    private readonly entitlements: EntitlementsService,
    @Inject(PLAN_CATALOGUE) private readonly catalogue: PlanCatalogue,
  ) {}

  @Public()
  @Get('plans')
  @ApiOkResponse({ description: "The plan catalogue: prices in BRL, analysis limits, and the features of this instance's core and installed plugins." })
  plans(): PlanCatalogue {
    return this.catalogue;
  }

  @Get('me/entitlements')
  @ApiOkResponse({ description: 'Plan in force, features, analyses used and left this month, temporary enterprise access.' })
  describe(@Req() request: RequestWithIdentity): Promise<EntitlementsResponse> {
    return this.entitlements.describe(currentIdentity(request));
  }

  @Post('me/trial')
  @RequireRole('admin')
  @ApiOkResponse({ description: 'Starts the 7-day temporary enterprise access (once per workspace); read the new plan from /api/me/entitlements.' })
  @BodyLess('starts the temporary enterprise access of the session’s workspace')
  async startTrial(@Req() request: RequestWithIdentity): Promise<{ success: true }> {
    const identity = currentIdentity(request);
    if (identity.user.workspace.managedBy) throw coveredByResellerError(identity.user.workspace.managedBy.name);
    if (identity.auth.mode !== 'user' || !(await this.entitlements.startTrial(identity.auth.workspaceId))) {
      throw new ApiError('VALIDATION_ERROR', 409, {
        pt: 'O acesso Enterprise temporário já foi usado nesta conta.',
        en: 'The temporary Enterprise access was already used on this account.',
      });
    }
    return { success: true };
  }
}
