import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowInDemo, ApiError, CurrentAuth, Public, ValidBody, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { demoInvestorNameOf, type DemoPreparationView } from '@otimiza/sdk/shared';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { DemoPreparationService } from './demo-preparation.service.js';
import { DemoService } from './demo.service.js';
import { IdentityService } from '../accounts/identity.service.js';
import { SessionService } from '../accounts/session.service.js';

const startDemoSchema = z.object({
  token: z.string().max(100).optional(),
  /** The named link's investor (demoInvestorNameParam): kept on the demo session, cut to DEMO_INVESTOR_NAME_MAX, blank as none. */
  investorName: z.string().max(400).optional(),
});

function assertDemoSession(auth: AuthContext): void {
  if (auth.mode !== 'demo') throw new ApiError('FORBIDDEN', 403, { pt: 'Disponível só na demonstração.', en: 'Only available in the demo.' });
}

/** Opens and leaves the read-only investor demo (`/?pro-demo=true&investor=true`). */
@ApiTags('demo')
@Controller('demo')
export class DemoController {
  constructor(
    private readonly demo: DemoService,
    private readonly sessions: SessionService,
    private readonly identities: IdentityService,
    private readonly preparation: DemoPreparationService,
  ) {}

  @Public()
  @AllowInDemo()
  @Post('start')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ user, preparation } in demo mode and a demo session cookie; user.demo.token names the /demo/{token} routes and user.demo.investorName is the body’s investorName (one line, at most 80 characters) or null. An empty demo starts seeding itself (follow it in GET /api/demo/preparation).',
  })
  async start(@ValidBody(startDemoSchema) body: z.output<typeof startDemoSchema>, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    // First: a fresh start replaces the demo workspace, and the session must belong to the new one.
    const preparation = await this.preparation.ensure('open');
    const account = await this.demo.demoAccount(body.token);
    if (!account) throw new ApiError('NOT_FOUND', 404, { pt: 'Demonstração não encontrada.', en: 'Demo not found.' });
    const investorName = demoInvestorNameOf(body.investorName);
    await this.sessions.start(request, response, { userId: account.userId, workspaceId: account.workspaceId, isDemo: true, demoInvestorName: investorName });
    const identity = await this.identities.load({
      user_id: account.userId,
      workspace_id: account.workspaceId,
      is_demo: true,
      creator_preview: false,
      demo_investor_name: investorName,
    });
    return { user: identity!.user, preparation };
  }

  @Get('preparation')
  @ApiOkResponse({
    description: 'DemoPreparationView: preparing (with the seed’s progress), ready or failed. Takes over a seed whose process died. Demo session only.',
  })
  preparationStatus(@CurrentAuth() auth: AuthContext): Promise<DemoPreparationView> {
    assertDemoSession(auth);
    return this.preparation.ensure('watch');
  }

  @AllowInDemo()
  @Post('preparation')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'Starts a failed preparation again, from an empty demo workspace (the session then ends: open the demo again). Demo session only.',
  })
  @BodyLess('starts the failed preparation of the demo again')
  retryPreparation(@CurrentAuth() auth: AuthContext): Promise<DemoPreparationView> {
    assertDemoSession(auth);
    return this.preparation.ensure('retry');
  }

  @Public()
  @AllowInDemo()
  @Post('exit')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Leaves the demo: its session ends.' })
  @BodyLess('ends the demo session')
  async exit(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.sessions.destroy(request, response);
    return { success: true };
  }
}
