import { Global, Module } from '@nestjs/common';
import { EntitlementsPort, registerValidationMessages } from '@otimiza/sdk/server';
import { authMessages } from '@otimiza/sdk/shared';
import { EntitlementsController } from '../entitlements/entitlements.controller.js';
import { EntitlementsService } from '../entitlements/entitlements.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { EmailTokenService } from './email-token.service.js';
import { IdentityService } from './identity.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PasswordHasher } from './password-hasher.js';
import { SessionService } from './session.service.js';

registerValidationMessages(authMessages);

/** Users, workspaces, sessions, e-mail verification, plans and entitlements, access modes (the demo has its own module). */
@Global()
@Module({
  controllers: [AuthController, EntitlementsController, AdminUsersController],
  providers: [
    AuthService,
    EmailTokenService,
    EntitlementsService,
    { provide: EntitlementsPort, useExisting: EntitlementsService },
    IdentityService,
    LoginThrottleService,
    PasswordHasher,
    SessionService,
  ],
  exports: [SessionService, IdentityService, EntitlementsPort, EntitlementsService],
})
export class AccountsModule {}
