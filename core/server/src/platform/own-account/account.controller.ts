import { Controller, Delete, Get, HttpCode, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AllowViewer, RequestLanguage, ValidBody } from '@otimiza/sdk/server';
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, languagePreferenceSchema, type Language } from '@otimiza/sdk/shared';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountOverviewService } from './account-overview.service.js';
import { AccountExportService } from './data-export/account-export.service.js';
import { EmailChangeService } from './email-change.service.js';
import { LanguagePreferenceService } from './language-preference.service.js';
import { PasswordChangeService } from './password-change.service.js';

/** The signed-in user's own account: profile, password, e-mail, data export and deletion (a viewer's too: they change no workspace). */
@ApiTags('account')
@Controller('me')
export class AccountController {
  constructor(
    private readonly overviews: AccountOverviewService,
    private readonly passwordChanges: PasswordChangeService,
    private readonly emailChanges: EmailChangeService,
    private readonly exports: AccountExportService,
    private readonly deletions: AccountDeletionService,
    private readonly languages: LanguagePreferenceService,
  ) {}

  @Get('account')
  @ApiOkResponse({
    description: 'AccountOverview: profile, a pending e-mail change, the workspace, its open subscription and what deleting the account removes.',
  })
  overview(@Req() request: RequestWithIdentity) {
    return this.overviews.overview(currentIdentity(request));
  }

  @Post('password')
  @AllowViewer()
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ success, message }: the password is changed and the sessions of other browsers end; this one stays. 400 WRONG_PASSWORD (field currentPassword) or WEAK_PASSWORD; 429 past 10 wrong current passwords in 15 minutes.',
  })
  changePassword(
    @ValidBody(changePasswordSchema) body: z.output<typeof changePasswordSchema>,
    @Req() request: RequestWithIdentity,
    @RequestLanguage() language: Language,
  ) {
    return this.passwordChanges.change(currentIdentity(request), body, request, language);
  }

  @Post('email')
  @AllowViewer()
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ success, message, pendingEmail }: a confirmation link goes to the new address (the e-mail changes only when it is used, at /verify-email) and a notice to the current one. 400 WRONG_PASSWORD or SAME_EMAIL; 409 EMAIL_TAKEN; 429.',
  })
  changeEmail(
    @ValidBody(changeEmailSchema) body: z.output<typeof changeEmailSchema>,
    @Req() request: RequestWithIdentity,
    @RequestLanguage() language: Language,
  ) {
    return this.emailChanges.request(currentIdentity(request), body, language);
  }

  @Put('language')
  @AllowViewer()
  @HttpCode(200)
  @ApiOkResponse({ description: '{ language }: the interface language is stored on the account; every e-mail to this person is written in it.' })
  setLanguage(@ValidBody(languagePreferenceSchema) body: z.output<typeof languagePreferenceSchema>, @Req() request: RequestWithIdentity) {
    return this.languages.set(currentIdentity(request), body.language);
  }

  @Get('data-export')
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description:
      "A ZIP of the data the account and its workspace own (LGPD art. 18): the user, workspace, memberships, sessions, subscriptions, usage and each plugin's records; never password or token hashes, API keys or FTP credentials. 429 past 5 exports in an hour.",
  })
  dataExport(@Req() request: RequestWithIdentity, @Res() response: Response) {
    return this.exports.download(currentIdentity(request), response);
  }

  @Delete()
  @AllowViewer()
  @HttpCode(200)
  @ApiOkResponse({
    description:
      '{ success, message }: with the password and the confirmation word (EXCLUIR or DELETE), the open subscriptions of the workspaces that go are cancelled, then the workspaces the user owns alone (with everything in them) and the user; the session ends. 400 WRONG_PASSWORD; 403 for the demo; 409 WORKSPACE_HAS_MEMBERS; 503 when a subscription cannot be cancelled (nothing deleted).',
  })
  deleteAccount(
    @ValidBody(deleteAccountSchema) body: z.output<typeof deleteAccountSchema>,
    @Req() request: Request & RequestWithIdentity,
    @Res({ passthrough: true }) response: Response,
    @RequestLanguage() language: Language,
  ) {
    return this.deletions.delete(currentIdentity(request), body.password, response, language);
  }
}
