import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DerivedKeys, readOrCreateInstanceSecret } from '@otimiza/sdk/server';
import { SurveySecretSchema } from '../data/instance-secret.entity.js';

/**
 * The instance's survey secret: 32 random bytes made once and kept in the database (the first
 * replica's insert wins), from which each use derives its own key through HKDF: the one that seals
 * survey links, and the one that turns a client address into the opaque name of its answer limit.
 */
@Injectable()
export class SurveySecretService {
  private readonly keys: DerivedKeys;

  constructor(em: EntityManager) {
    this.keys = new DerivedKeys(() => readOrCreateInstanceSecret(em, SurveySecretSchema));
  }

  surveyKey(): Promise<Buffer> {
    return this.keys.key('otimiza-customer-success:survey-links');
  }

  addressKey(): Promise<Buffer> {
    return this.keys.key('otimiza-customer-success:answer-addresses');
  }
}
