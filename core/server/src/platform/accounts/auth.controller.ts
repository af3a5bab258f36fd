import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowInDemo, Public, RequestLanguage, ValidBody, BodyLess } from '@otimiza/sdk/server';
import { loginSchema, registerSchema, resendVerificationSchema, verifyEmailSchema, type Language } from '@otimiza/sdk/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { AuthService } from './auth.service.js';
import { currentIdentity, type RequestWithIdentity } from './current-identity.js';
import { SessionService } from './session.service.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
  ) {}

  @Public()
  @Post('register')
  @ApiCreatedResponse({
    description:
      '{ user, requiresEmailVerification }; a verification e-mail is sent. An e-mail that already has an account gets the same answer (a user that exists nowhere) and its owner an e-mail saying someone tried to sign up with it; the account is not changed. 400 WEAK_PASSWORD, 429 too many sign-ups from the address.',
  })
  register(@ValidBody(registerSchema) body: z.output<typeof registerSchema>, @Req() request: Request, @RequestLanguage() language: Language) {
    return this.auth.register(body, request, language);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ user } and a new session cookie. 401 bad credentials, 403 EMAIL_NOT_VERIFIED, 429 (with Retry-After) past 10 attempts for the account or LOGIN_ATTEMPTS_PER_ADDRESS for the address in 15 minutes.',
  })
  login(@ValidBody(loginSchema) body: z.output<typeof loginSchema>, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    return this.auth.login(body, request, response);
  }

  @Public()
  @AllowInDemo()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Destroys the session and clears its cookie.' })
  @BodyLess('ends the session')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    await this.sessions.destroy(request, response);
    return { success: true };
  }

  @Public()
  @Get('user')
  @ApiOkResponse({ description: '{ user } for the session; 401 for visitors.' })
  user(@Req() request: RequestWithIdentity) {
    return { user: currentIdentity(request).user };
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success, message, email }; 400 for an unknown, used or expired token.' })
  verifyEmail(@ValidBody(verifyEmailSchema) body: z.output<typeof verifyEmailSchema>, @RequestLanguage() language: Language) {
    return this.auth.verifyEmail(body.token, language);
  }

  @Public()
  @Post('resend-verification')
  @HttpCode(200)
  @ApiOkResponse({ description: '{ success, message } — the same answer for known and unknown e-mails. 429 past 20 requests from the address in an hour.' })
  resend(@ValidBody(resendVerificationSchema) body: z.output<typeof resendVerificationSchema>, @Req() request: Request, @RequestLanguage() language: Language) {
    return this.auth.resendVerification(body.email, request, language);
  }
}
