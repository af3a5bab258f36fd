import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RequireRole, ValidParams, BodyLess } from '@otimiza/sdk/server';
import type { SandboxCheckoutResponse, SandboxPayResponse } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { checkoutSessionParams } from './billing.controller.js';
import { SandboxBillingService } from './sandbox-billing.service.js';

/** The sandbox checkout and portal ('Ambiente de teste'); 404 in production or with a Stripe key. */
@ApiTags('billing')
@RequireRole('admin')
@Controller('billing/sandbox')
export class SandboxBillingController {
  constructor(private readonly sandbox: SandboxBillingService) {}

  @Get('checkout/:id')
  @ApiOkResponse({ description: 'The sandbox checkout page: plan, monthly price, e-mail, status.' })
  checkout(
    @ValidParams(checkoutSessionParams) params: z.output<typeof checkoutSessionParams>,
    @Req() request: RequestWithIdentity,
  ): Promise<SandboxCheckoutResponse> {
    return this.sandbox.checkout(currentIdentity(request), params.id);
  }

  @Post('checkout/:id/pay')
  @HttpCode(200)
  @ApiOkResponse({ description: "Pays in the sandbox: a checkout.session.completed event through the webhook's handler; { redirectUrl }." })
  @BodyLess('pays a sandbox checkout named in the path')
  pay(@ValidParams(checkoutSessionParams) params: z.output<typeof checkoutSessionParams>, @Req() request: RequestWithIdentity): Promise<SandboxPayResponse> {
    return this.sandbox.pay(currentIdentity(request), params.id);
  }

  @Post('subscription/cancel')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Ends the sandbox subscription now (customer.subscription.deleted): the plan falls back to free.' })
  @BodyLess('cancels the sandbox subscription of the session’s workspace')
  cancel(@Req() request: RequestWithIdentity): Promise<{ success: true }> {
    return this.sandbox.cancel(currentIdentity(request));
  }

  @Post('subscription/payment-failed')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Simulates a failed renewal (invoice.payment_failed): the subscription becomes past due.' })
  @BodyLess('simulates a failed sandbox renewal')
  paymentFailed(@Req() request: RequestWithIdentity): Promise<{ success: true }> {
    return this.sandbox.paymentFailed(currentIdentity(request));
  }
}
