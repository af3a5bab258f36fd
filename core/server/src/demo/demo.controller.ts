import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowInDemo, ApiError, Public, ValidBody } from '@otimiza/sdk/server';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { DemoService } from './demo.service.js';
import { IdentityService } from '../accounts/identity.service.js';
import { SessionService } from '../accounts/session.service.js';

const startDemoSchema = z.object({ token: z.string().max(100).optional() });

/** Opens and leaves the read-only investor demo (`/?pro-demo=true&investor=true`). */
@ApiTags('demo')
@Controller('demo')
export class DemoController {
  constructor(
    private readonly demo: DemoService,
    private readonly sessions: SessionService,
    private readonly identities: IdentityService,
  ) {}

  @Public()
  @AllowInDemo()
  @Post('start')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ user } in demo mode and a demo session cookie; user.demo.token names the /demo/{token} routes.' })
  async start(
    @ValidBody(startDemoSchema) body: z.output<typeof startDemoSchema>,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    const account = await this.demo.demoAccount(body.token);
    if (!account) throw new ApiError('NOT_FOUND', 404, { pt: 'Demonstração não encontrada.', en: 'Demo not found.' });
    await this.sessions.start(request, response, { userId: account.userId, workspaceId: account.workspaceId, isDemo: true });
    const identity = await this.identities.load({ user_id: account.userId, workspace_id: account.workspaceId, is_demo: true, creator_preview: false });
    return { user: identity!.user };
  }

  @Public()
  @AllowInDemo()
  @Post('exit')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Leaves the demo: its session ends.' })
  async exit(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.sessions.destroy(request, response);
    return { success: true };
  }
}
