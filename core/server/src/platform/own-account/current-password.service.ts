import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { PasswordHasher } from '../accounts/password-hasher.js';
import { UserCredentialSchema } from '../../data/user-credential.entity.js';
import { AccountThrottleService } from './account-throttle.service.js';

const wrongPassword = { pt: 'Senha atual incorreta', en: 'Incorrect current password' };

/** 400 on the field: the password given is not (or, after a parallel change, no longer) the account's. */
export function wrongPasswordError(field: string, language: Language): ApiError {
  return new ApiError('VALIDATION_ERROR', 400, wrongPassword, {
    code: 'WRONG_PASSWORD',
    source: 'body',
    fields: [{ path: field, message: wrongPassword[language] }],
  });
}

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

  /** Answers the stored hash the password matched: a change may replace exactly that one (storePasswordHash's `replacing`). */
  async assert(userId: string, password: string, field: string, language: Language): Promise<string> {
    await this.throttle.admitPasswordCheck(userId);
    const row = await this.em.findOne(UserCredentialSchema, { user: userId }, { fields: ['passwordHash'] });
    const check = row ? await this.passwords.verify(row.passwordHash, password) : 'invalid';
    if (!row || check === 'invalid') throw wrongPasswordError(field, language);
    await this.throttle.passwordCheckSucceeded(userId);
    return row.passwordHash;
  }
}
