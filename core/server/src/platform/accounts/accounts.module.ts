import { Module } from '@nestjs/common';
import { registerValidationMessages } from '@otimiza/sdk/server';
import { authMessages } from '@otimiza/sdk/shared';
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

/**
 * Who is calling: users, sign-up and sign-in, sessions, e-mail verification, and the identity (role, plan in force,
 * access mode) that the areas above it read. Entitlements, the own account and administration have their own modules.
 */
@Module({
  controllers: [AuthController],
  providers: [
    AuthService,
    EmailAddressChangeService,
    EmailTokenService,
    IdentityService,
    KnownDevicesService,
    LoginThrottleService,
    PasswordHasher,
    PasswordPolicy,
    SessionService,
    SignupThrottleService,
  ],
  exports: [SessionService, IdentityService, EmailTokenService, PasswordHasher, PasswordPolicy],
})
export class AccountsModule {}
