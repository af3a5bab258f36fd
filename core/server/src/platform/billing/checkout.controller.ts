import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequestLanguage, RequireRole, ValidBody } from '@otimiza/sdk/server';
import { planTypeCheckoutSchema, stripeCheckoutSchema, type CheckoutUrlResponse, type Language, type UpgradeUrlResponse } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { CheckoutService } from './checkout.service.js';

const outcomes =
  "outcome 'checkout': go to the payment page (Stripe Checkout, or the sandbox's page without STRIPE_SECRET_KEY); 'plan-changed': the existing subscription moved to this plan (prorated, nothing charged now: the difference goes on the next invoice; sessionId is the change's id, which GET /api/billing/checkout-sessions/:id answers with kind 'plan-change'). " +
  "401 'Acesso negado' for visitors, 400 'Dados inválidos para o upgrade' for a plan other than lite, pro or enterprise, 409 when already on that plan, 403 for members and viewers (owners and admins choose the plan), 503 when payments are off.";

/** The three checkout calls, one service behind them; owners and admins choose the plan. */
@ApiTags('billing')
@RequireRole('admin')
@Controller()
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('stripe/create-checkout')
  @HttpCode(200)
  @ApiOkResponse({ description: `{ checkoutUrl, sessionId, outcome } — the e-mail is the session's. ${outcomes}` })
  async stripeCheckout(
    @ValidBody(stripeCheckoutSchema) body: z.output<typeof stripeCheckoutSchema>,
    @Req() request: RequestWithIdentity,
    @RequestLanguage() language: Language,
  ): Promise<CheckoutUrlResponse> {
    const result = await this.checkout.start(currentIdentity(request), { plan: body.planId, successUrl: body.successUrl, cancelUrl: body.cancelUrl, language });
    return { checkoutUrl: result.url, sessionId: result.sessionId, outcome: result.outcome };
  }

  @Post('payments/create-checkout')
  @HttpCode(200)
  @ApiOkResponse({ description: `{ checkoutUrl, sessionId, outcome }. ${outcomes}` })
  async paymentsCheckout(
    @ValidBody(planTypeCheckoutSchema) body: z.output<typeof planTypeCheckoutSchema>,
    @Req() request: RequestWithIdentity,
    @RequestLanguage() language: Language,
  ): Promise<CheckoutUrlResponse> {
    const result = await this.checkout.start(currentIdentity(request), {
      plan: body.planType,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      language,
    });
    return { checkoutUrl: result.url, sessionId: result.sessionId, outcome: result.outcome };
  }

  @Post('upgrade/create-checkout')
  @HttpCode(200)
  @ApiOkResponse({ description: `{ url, sessionId, outcome }. ${outcomes}` })
  async upgradeCheckout(
    @ValidBody(planTypeCheckoutSchema) body: z.output<typeof planTypeCheckoutSchema>,
    @Req() request: RequestWithIdentity,
    @RequestLanguage() language: Language,
  ): Promise<UpgradeUrlResponse> {
    const result = await this.checkout.start(currentIdentity(request), {
      plan: body.planType,
      successUrl: body.successUrl,
      cancelUrl: body.cancelUrl,
      language,
    });
    return { url: result.url, sessionId: result.sessionId, outcome: result.outcome };
  }
}
