import { Module } from '@nestjs/common';
import { AccountDataPort, registerValidationMessages } from '@otimiza/sdk/server';
import { accountMessages } from '@otimiza/sdk/shared';
import { AccountController } from './account.controller.js';
import { AccountDeletionPlanner } from './account-deletion.planner.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountOverviewService } from './account-overview.service.js';
import { AccountThrottleService } from './account-throttle.service.js';
import { CurrentPasswordService } from './current-password.service.js';
import { AccountDataRegistry } from './data-export/account-data.registry.js';
import { AccountExportService } from './data-export/account-export.service.js';
import { CoreAccountDataExporter } from './data-export/core-account-data.exporter.js';
import { EmailChangeService } from './email-change.service.js';
import { LanguagePreferenceService } from './language-preference.service.js';
import { PasswordChangeService } from './password-change.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { PasswordResetService } from './password-reset.service.js';

registerValidationMessages(accountMessages);

/**
 * Account self-service: a forgotten password, password and e-mail changes, the data export and
 * the deletion (LGPD art. 18). Plugins register their data exporters on the AccountDataPort it
 * provides, which reaches them through the app module's exports.
 */
@Module({
  controllers: [PasswordResetController, AccountController],
  providers: [
    AccountDataRegistry,
    { provide: AccountDataPort, useExisting: AccountDataRegistry },
    AccountDeletionPlanner,
    AccountDeletionService,
    AccountExportService,
    AccountOverviewService,
    AccountThrottleService,
    CoreAccountDataExporter,
    CurrentPasswordService,
    EmailChangeService,
    LanguagePreferenceService,
    PasswordChangeService,
    PasswordResetService,
  ],
  exports: [AccountDataPort],
})
export class OwnAccountModule {}
