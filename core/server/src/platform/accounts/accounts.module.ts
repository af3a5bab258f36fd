import { Module } from '@nestjs/common';
import { EntitlementsPort, registerValidationMessages } from '@otimiza/sdk/server';
import { authMessages } from '@otimiza/sdk/shared';
import { EntitlementsController } from '../entitlements/entitlements.controller.js';
import { EntitlementsService } from '../entitlements/entitlements.service.js';
import { UsageReservationsService } from '../entitlements/usage-reservations.service.js';
import { WorkspacePlanService } from '../entitlements/workspace-plan.service.js';
import { AdminAnnouncementsController } from './admin-announcements.controller.js';
import { AdminAnnouncementsService } from './admin-announcements.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { EmailAddressChangeService } from './email-address-change.service.js';
import { EmailTokenService } from './email-token.service.js';
import { IdentityService } from './identity.service.js';
import { KnownDevicesService } from './known-devices.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordPolicy } from './password-policy.js';
import { SessionService } from './session.service.js';
import { SignupThrottleService } from './signup-throttle.service.js';

registerValidationMessages(authMessages);

/** Users, workspaces, sessions, e-mail verification, plans and entitlements, access modes (the demo has its own module). */
@Module({
  controllers: [AuthController, EntitlementsController, AdminUsersController, AdminAnnouncementsController],
  providers: [
    AdminAnnouncementsService,
    AdminUsersService,
    AuthService,
    EmailAddressChangeService,
    EmailTokenService,
    EntitlementsService,
    { provide: EntitlementsPort, useExisting: EntitlementsService },
    IdentityService,
    KnownDevicesService,
    LoginThrottleService,
    PasswordHasher,
    PasswordPolicy,
    SessionService,
    SignupThrottleService,
    UsageReservationsService,
    WorkspacePlanService,
  ],
  exports: [SessionService, IdentityService, EmailTokenService, EntitlementsPort, EntitlementsService, PasswordHasher, PasswordPolicy],
})
export class AccountsModule {}
