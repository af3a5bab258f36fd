import { Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowViewer, CurrentAuth, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import { pushSubscriptionSchema, type PushKeyAnswer, type PushSubscriptionInput } from '@otimiza/plugin-notifications-shared';
import type { Request } from 'express';
import { z } from 'zod';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { VapidKeysService } from './vapid-keys.service.js';

const endpointSchema = pushSubscriptionSchema.pick({ endpoint: true });

/** Web Push: the key browsers subscribe with, and the member's subscriptions in the session's workspace. */
@ApiTags('notifications')
@Controller('notifications')
export class PushController {
  constructor(
    private readonly keys: VapidKeysService,
    private readonly subscriptions: PushSubscriptionsService,
  ) {}

  @Get('push-key')
  @ApiOkResponse({ description: 'PushKeyAnswer: the VAPID public key (base64url) for PushManager.subscribe’s applicationServerKey.' })
  async pushKey(): Promise<PushKeyAnswer> {
    return { publicKey: await this.keys.publicKey() };
  }

  @Post('push-subscriptions')
  @HttpCode(201)
  @AllowViewer()
  @ApiOkResponse({
    description: '{ success: true }. The browser’s PushSubscription.toJSON(); a private or loopback push service is refused (400 INVALID_URL).',
  })
  async subscribe(
    @CurrentAuth() auth: AuthContext,
    @ValidBody(pushSubscriptionSchema) input: PushSubscriptionInput,
    @Req() request: Request,
  ): Promise<{ success: true }> {
    await this.subscriptions.subscribe(auth, input, request.get('user-agent') ?? null);
    return { success: true };
  }

  @Delete('push-subscriptions')
  @HttpCode(200)
  @AllowViewer()
  @ApiOkResponse({ description: '{ success: true }, also when the endpoint was not subscribed.' })
  async unsubscribe(@CurrentAuth() auth: AuthContext, @ValidBody(endpointSchema) input: z.output<typeof endpointSchema>): Promise<{ success: true }> {
    await this.subscriptions.unsubscribe(auth, input.endpoint);
    return { success: true };
  }
}
