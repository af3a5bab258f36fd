import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserSchema } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { Identity } from '../accounts/identity.service.js';

/** The language a person reads: set at sign-up from the interface's and on every switch; mails to them are written in it. */
@Injectable()
export class LanguagePreferenceService {
  constructor(private readonly em: EntityManager) {}

  async set(identity: Identity, language: Language): Promise<{ language: Language }> {
    await this.em.nativeUpdate(UserSchema, { id: identity.auth.userId }, { language });
    return { language };
  }
}
