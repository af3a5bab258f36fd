import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { UserCredentialSchema } from '../accounts/user-credential.entity.js';
import { AccountThrottleService } from './account-throttle.service.js';

const wrongPassword = { pt: 'Senha atual incorreta', en: 'Incorrect current password' };

/**
 * Checks the signed-in user's password before a sensitive change. Counted before it is checked
 * (parallel guesses cannot outrun the limit); a wrong one is a 400 on the field, not a 401, so
 * the browser keeps its session.
 */
@Injectable()
export class CurrentPasswordService {
  constructor(
    private readonly em: EntityManager,
    private readonly passwords: PasswordHasher,
    private readonly throttle: AccountThrottleService,
  ) {}

  async assert(userId: string, password: string, field: string, language: Language): Promise<void> {
    await this.throttle.admitPasswordCheck(userId);
    const row = await this.em.findOne(UserCredentialSchema, { user: userId }, { fields: ['passwordHash'] });
    const check = row ? await this.passwords.verify(row.passwordHash, password) : 'invalid';
    if (check === 'invalid') {
      throw new ApiError('VALIDATION_ERROR', 400, wrongPassword, {
        code: 'WRONG_PASSWORD',
        source: 'body',
        fields: [{ path: field, message: wrongPassword[language] }],
      });
    }
    await this.throttle.passwordCheckSucceeded(userId);
  }
}
