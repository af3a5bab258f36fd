import { Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequestLanguage, RequireRole, ValidParams, BodyLess } from '@otimiza/sdk/server';
import type { BillingPortalResponse, BillingSubscriptionResponse, CheckoutSessionResponse, Language } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { BillingStore } from './billing-store.js';
import { BillingService } from './billing.service.js';
import { CheckoutService } from './checkout.service.js';

export const checkoutSessionParams = z.object({ id: z.string().trim().min(1).max(255) });

@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly checkout: CheckoutService,
    private readonly store: BillingStore,
  ) {}

  @Delete('pending-plan')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'The paid plan chosen at registration stops waiting for payment (the buyer cancelled its checkout); the login no longer leads to it.',
  })
  @BodyLess('drops the plan chosen at registration')
  async dropPendingPlan(@Req() request: RequestWithIdentity): Promise<{ success: true }> {
    await this.store.clearPendingPlan(currentIdentity(request).auth.workspaceId);
    return { success: true };
  }

  @Get('subscription')
  @ApiOkResponse({ description: 'How payments work on this instance (stripe, sandbox, unavailable), the plan paid for and the subscription that gives it.' })
  subscription(@Req() request: RequestWithIdentity): Promise<BillingSubscriptionResponse> {
    return this.billing.describe(currentIdentity(request));
  }

  @Post('portal')
  @RequireRole('admin')
  @HttpCode(200)
  @ApiOkResponse({ description: "{ url } of Stripe's customer portal (or the sandbox's page); 404 without a subscription." })
  @BodyLess('opens the billing portal of the session’s workspace')
  portal(@Req() request: RequestWithIdentity, @RequestLanguage() language: Language): Promise<BillingPortalResponse> {
    return this.billing.portal(currentIdentity(request), language);
  }

  @Get('checkout-sessions/:id')
  @ApiOkResponse({ description: "A checkout of this workspace: its plan, status (open, complete, expired) and the workspace's plan now; 404 for others." })
  checkoutSession(
    @ValidParams(checkoutSessionParams) params: z.output<typeof checkoutSessionParams>,
    @Req() request: RequestWithIdentity,
  ): Promise<CheckoutSessionResponse> {
    return this.checkout.status(currentIdentity(request), params.id);
  }
}
