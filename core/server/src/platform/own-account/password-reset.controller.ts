import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public, RequestLanguage, ValidBody } from '@otimiza/sdk/server';
import { forgotPasswordSchema, resetPasswordSchema, type Language } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import type { z } from 'zod';
import { PasswordResetService } from './password-reset.service.js';

@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ success, message } — the same answer, in the same time, whether or not the e-mail has an account; a reset link valid for 1 hour is e-mailed when it has. 429 (Retry-After) past 20 requests from the address or 5 for the e-mail in an hour.',
  })
  forgot(@ValidBody(forgotPasswordSchema) body: z.output<typeof forgotPasswordSchema>, @Req() request: Request, @RequestLanguage() language: Language) {
    return this.resets.request(body.email, request, language);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ success, message }: the new password is set, the token is spent and every session of the account ends (log in again). 400 WEAK_PASSWORD, TOKEN_UNKNOWN, TOKEN_USED or TOKEN_EXPIRED; 429 past 30 attempts from the address in 15 minutes.',
  })
  reset(@ValidBody(resetPasswordSchema) body: z.output<typeof resetPasswordSchema>, @Req() request: Request, @RequestLanguage() language: Language) {
    return this.resets.reset(body, request, language);
  }
}
